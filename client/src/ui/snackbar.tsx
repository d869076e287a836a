import { Button } from 'react-aria-components';
import * as styles from './snackbar.css.ts';

/** A message at the bottom of the page with an Ok button; announced politely to screen readers. */
export function Snackbar({ message, okLabel, onOk }: { message: string; okLabel: string; onOk: () => void }) {
  return (
    <div role="status" className={styles.snackbar}>
      <span>{message}</span>
      <Button className={styles.okButton} onPress={onOk}>
        {okLabel}
      </Button>
    </div>
  );
}
