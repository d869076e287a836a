import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './progress-bar.css.ts';

export type ProgressBarLook = 'track' | 'labelled';

/**
 * How far something has got, 0 to 100 (an upload's bytes): React Aria's progress bar, so it has the progressbar role,
 * its value and the value's text in the page's language. `label` names it: read out only with the 'track' look,
 * shown over the fill with the 'labelled' one.
 */
export function ProgressBar({ label, percent, look = 'track' }: { label: string; percent: number; look?: ProgressBarLook }) {
  return (
    <AriaProgressBar value={percent} {...(look === 'track' ? { 'aria-label': label } : {})} className={styles.bar[look]} data-look={look}>
      {({ percentage }) => (
        <>
          <span className={styles.fill[look]} style={{ width: `${percentage ?? 0}%` }} />
          {look === 'labelled' ? <Label className={styles.label}>{label}</Label> : null}
        </>
      )}
    </AriaProgressBar>
  );
}
