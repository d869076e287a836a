import { type ReactNode, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';
import * as styles from './dialog.css.ts';

interface EditFormDialogProps {
  title: string;
  onClose: () => void;
  /** Checks and sends the edit: false when the answers are not valid (their errors then show), throws when the call failed. */
  save: () => Promise<boolean>;
  children: ReactNode;
}

/** The frame of the cart's edit dialogs: the fields, a failure line, Cancel and Save (busy while saving). */
export function EditFormDialog({ title, onClose, save, children }: EditFormDialogProps) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit() {
    setSaving(true);
    setFailed(false);
    try {
      if (await save()) onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <form
        className={styles.fields}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        <div role="alert">{failed ? t('common.saveFailed') : null}</div>
        <DialogActions>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
