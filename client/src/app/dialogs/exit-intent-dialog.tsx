import { useMessages } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogActions } from '../../ui/dialog.tsx';
import { wizardText } from '../../wizard/messages.ts';
import { dialogText } from './messages.ts';

/** spec 2 "Other dialogs": the help dialog shown when the buyer is about to leave; Continuar closes it. */
export function ExitIntentDialog({ width, onClose }: { width: 400 | 500; onClose: () => void }) {
  const text = useMessages(dialogText);
  const wizard = useMessages(wizardText);
  return (
    <Dialog title={text('exitTitle')} width={width} isOpen onOpenChange={(open) => open || onClose()}>
      <p>{text('exitCopy')}</p>
      <DialogActions>
        <Button onPress={onClose} autoFocus>
          {wizard('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
