import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import * as styles from './portugal-property.css.ts';

interface PropertyEditDialogProps {
  title: string;
  onClose: () => void;
  /** Checks and sends the edit: false when the answers are not valid (their errors then show), throws when the call failed. */
  save: () => Promise<boolean>;
  children: ReactNode;
}

/** The frame of both Portuguese edit dialogs: the fields, a failure line, Cancel and Save (busy while saving). */
export function PropertyEditDialog({ title, onClose, save, children }: PropertyEditDialogProps) {
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
        className={styles.dialogFields}
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
