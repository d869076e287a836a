import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessages } from '../i18n/use-t.ts';
import { keepQuery } from '../lib/keep-query.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { setPageTitleDetail } from '../stores/page-title-store.ts';
import { Button } from '../ui/button.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { RunningPrice, type RunningPriceProps } from './running-price.tsx';
import { wizardText } from './messages.ts';
import type { StepValidation } from './use-step-validation.ts';
import * as styles from './wizard-step.css.ts';

export interface WizardStepProps {
  /** 1-based position of this step, and how many steps the flow has ('Paso 2 de 5'). */
  stepNumber: number;
  stepCount: number;
  /** The step's question or title, under the step count in the heading. */
  heading: string;
  /** The previous step's path (its query string is added); no back link on the first step. */
  backTo?: string | undefined;
  validation: StepValidation;
  /** Runs when Continue finds no error: mark the step valid and navigate on. */
  onContinue: () => void;
  continueLabel?: string;
  /** The running all-in price, shown under the heading; omit it where a price breakdown is shown instead. */
  price?: RunningPriceProps | undefined;
  /** Shown between the heading and the fields, e.g. what a product is. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The one stepper screen of every wizard: 'Paso 2 de 5' in the heading and the page title, an error summary that
 * takes focus and links to each invalid field, the fields, a back link (a real link, so browser Back keeps
 * working as usual) and a Continue button that submits the form.
 */
export function WizardStep({
  stepNumber,
  stepCount,
  heading,
  backTo,
  validation,
  onContinue,
  continueLabel,
  price,
  aside,
  children,
}: WizardStepProps) {
  const text = useMessages(wizardText);
  const { search } = useLocation();
  const hydrated = useHydrated();
  const stepOf = text('stepOf', { step: stepNumber, count: stepCount });

  useEffect(() => {
    setPageTitleDetail(stepOf);
    return () => setPageTitleDetail(null);
  }, [stepOf]);

  return (
    <form
      className={styles.step}
      noValidate
      aria-labelledby="wizard-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (validation.attempt()) onContinue();
      }}
      // Leaving a field brings its error up to date (shown only from the first Continue on).
      onBlur={(event) => validation.leave(event.target)}
    >
      <h1 id="wizard-step-heading" className={styles.heading}>
        <span className={styles.stepCount}>{stepOf}</span>
        <span>{heading}</span>
      </h1>
      {price ? <RunningPrice {...price} /> : null}
      <ErrorSummary validation={validation} title={text('summaryTitle')} />
      {aside}
      {/* Inert until the app has taken the server's markup over (decision 035): an answer typed earlier would be lost
          and Continue would send the form to the server as a plain page load. It looks the same meanwhile. */}
      <div className={styles.fields} inert={!hydrated}>
        {children}
      </div>
      <div className={styles.actions} inert={!hydrated}>
        {backTo ? (
          <Link to={keepQuery(backTo, search)} className={styles.backLink}>
            {text('back')}
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit">{continueLabel ?? text('continue')}</Button>
      </div>
    </form>
  );
}
