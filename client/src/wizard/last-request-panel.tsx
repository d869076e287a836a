import { useState } from 'react';
import type * as v from 'valibot';
import { useLanguage, useMessages } from '../i18n/use-t.ts';
import { formatDate } from '../lib/format-date.ts';
import type { LastRequestKey } from '../lib/storage.ts';
import { Button } from '../ui/button.tsx';
import type { Flow } from './flow.ts';
import { readLastRequest, reuseLastRequest } from './last-request.ts';
import { wizardText } from './messages.ts';
import { useGoToStep } from './use-continue.ts';
import * as styles from './wizard-step.css.ts';

interface LastRequestPanelProps<F extends object> {
  flow: Flow<F>;
  storageKey: LastRequestKey;
  schema: v.GenericSchema<unknown, F>;
  /** What the last request was, in a few words ('Paranhos (Porto), artigo urbano 1234'). */
  describe: (form: F) => string;
  /** The form to start with, from the last request (e.g. without links to an old cart item). */
  reuse?: (form: F) => F;
  /** The review step's path, where the buyer lands. */
  reviewPath: string;
}

/**
 * On a wizard's first step, while it has no answer yet: the buyer's last request of this kind (kept locally, spec 3),
 * with a button that starts the wizard with its answers and opens the review. Nothing otherwise.
 */
export function LastRequestPanel<F extends object>({ flow, storageKey, schema, describe, reuse, reviewPath }: LastRequestPanelProps<F>) {
  const text = useMessages(wizardText);
  const language = useLanguage();
  const goTo = useGoToStep();
  const [last] = useState(() => (flow.state.steps.some((step) => flow.isStepValid(step)) ? null : readLastRequest(storageKey, schema)));
  if (last === null) return null;
  return (
    <section className={styles.lastRequest} aria-labelledby="last-request-heading">
      <h2 id="last-request-heading" className={styles.lastRequestHeading}>
        {text('lastRequestHeading')}
      </h2>
      <p>{text('lastRequestBody', { date: formatDate(new Date(last.date), language), summary: describe(last.form) })}</p>
      <Button
        variant="secondary"
        onPress={() => {
          reuseLastRequest(flow, reuse ? reuse(last.form) : last.form);
          goTo(reviewPath);
        }}
      >
        {text('lastRequestReuse')}
      </Button>
    </section>
  );
}
