import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { ReportStep } from '#contracts/constants/client-routes.ts';
import type { FlowStepProps } from '../../../wizard/flow-step.tsx';
import { PropertyStep, useCatalogPrice } from './property-step.tsx';
import { useSnapshot } from 'valtio';
import { LastRequestPanel } from '../../../wizard/last-request-panel.tsx';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { AnswerList } from '../../../ui/answer-list.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import type { YesNo } from '../lib/property-place.ts';
import { fichaError, fractionError, reportFlow, reportFormSchema } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { FractionField, HorizontalField } from './horizontal-property-fields.tsx';
import { FreguesiaField, useParishStepValidation } from './freguesia-field.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';
import * as styles from './portugal-property.css.ts';

/** A page of this wizard: a Portuguese property step of reportFlow, priced at product simplifiedReport's catalogue price. */
function ReportStep(props: Omit<FlowStepProps, 'price'> & { step: ReportStep; runningPrice?: boolean }) {
  return <PropertyStep flow={reportFlow} productId={PRODUCT_IDS.simplifiedReport} {...props} />;
}

/** step1: what the report is, its price (the running price), and the parish (mainland only: /freguesias.php?type=ips). */
export function ReportPlaceStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(reportFlow.state, { sync: true });
  const { validation, onTextChange } = useParishStepValidation(form.freguesia);
  return (
    <ReportStep
      step="step1"
      heading={t('question.whereIsProperty')}
      validation={validation}
      aside={
        <div className={styles.intro}>
          <p>{text('reportIntro')}</p>
          <LastRequestPanel
            flow={reportFlow}
            storageKey="last_predial_form"
            schema={reportFormSchema}
            describe={(last) =>
              [last.freguesia?.label ?? '', last.tiene_numero === 'si' ? text('byFicha', { ficha: last.num_ficha.trim() }) : '']
                .filter(Boolean)
                .join(', ')
            }
            reviewPath={reportFlow.path('confirmation')}
          />
        </div>
      }
    >
      <FreguesiaField
        id="freguesia"
        type="ips"
        label={text('parish')}
        error={validation.visible['freguesia']}
        value={form.freguesia}
        onChange={(freguesia) => reportFlow.update({ freguesia, quiere_un_predial: true })}
        onTextChange={onTextChange}
      />
    </ReportStep>
  );
}

/** step2: whether the buyer has the description number. */
export function ReportHasNumberStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(reportFlow.state, { sync: true });
  const validation = useStepValidation(
    { tiene_numero: form.tiene_numero ? undefined : t('error.choose') },
    { tiene_numero: text('ficha') },
  );
  return (
    <ReportStep step="step2" heading={text('hasNumberHeading')} validation={validation}>
      <RadioGroup
        id="tiene_numero"
        label={text('ficha')}
        description={text('fichaHint')}
        choices={[
          { id: 'si', label: text('hasNumberYes') },
          { id: 'no', label: text('hasNumberNo') },
        ]}
        value={form.tiene_numero}
        onChange={(tiene_numero) =>
          reportFlow.update({ tiene_numero: tiene_numero as YesNo, ...(tiene_numero === 'no' ? { num_ficha: '' } : {}) })
        }
        error={validation.visible['tiene_numero']}
        isRequired
      />
    </ReportStep>
  );
}

/** step21: the description number (only when the buyer has it). */
export function ReportNumberStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(reportFlow.state, { sync: true });
  const validation = useStepValidation(
    { num_ficha: fichaError(form, { write: t('error.write'), ficha: text('errorFicha') }) },
    { num_ficha: text('ficha') },
  );
  return (
    <ReportStep step="step21" heading={text('identifyFicha')} validation={validation}>
      <TextField
        id="num_ficha"
        label={text('ficha')}
        description={text('fichaHint')}
        value={form.num_ficha}
        onChange={(num_ficha) => reportFlow.update({ num_ficha })}
        error={validation.visible['num_ficha']}
        placeholder="2543/19970317"
        isRequired
      />
    </ReportStep>
  );
}

/** step3: horizontal property, and the fraction when it is one. */
export function ReportHorizontalStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(reportFlow.state, { sync: true });
  const validation = useStepValidation(
    {
      horizontal: form.horizontal ? undefined : t('error.choose'),
      prop_horizontal_fracao: fractionError(form, { write: t('error.write'), fraction: text('errorFraction') }),
    },
    { horizontal: text('horizontal'), prop_horizontal_fracao: text('fraction') },
  );
  return (
    <ReportStep step="step3" heading={text('horizontalHeading')} validation={validation}>
      <HorizontalField
        id="horizontal"
        value={form.horizontal}
        error={validation.visible['horizontal']}
        onChange={(patch) => reportFlow.update(patch)}
      />
      {form.horizontal === 'si' ? (
        <FractionField
          value={form.prop_horizontal_fracao}
          error={validation.visible['prop_horizontal_fracao']}
          onChange={(prop_horizontal_fracao) => reportFlow.update({ prop_horizontal_fracao })}
        />
      ) : null}
    </ReportStep>
  );
}

/** step4: the urgency; continuing validates steps 21 and 4 together (report-flow.ts continueFromUrgency). */
export function ReportUrgencyStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(reportFlow.state, { sync: true });
  const validation = useStepValidation({ urgente: form.urgente ? undefined : t('error.choose') }, { urgente: text('urgent') });
  return (
    <ReportStep step="step4" heading={t('question.whenNeeded')} validation={validation}>
      <RadioGroup
        id="urgente"
        label={text('urgent')}
        choices={[
          { id: 'no', label: t('common.standardService') },
          { id: 'si', label: text('urgentYes') },
        ]}
        value={form.urgente}
        onChange={(urgente) => reportFlow.update({ urgente: urgente as YesNo })}
        error={validation.visible['urgente']}
        isRequired
      />
    </ReportStep>
  );
}

/** confirmation: the answers with a way back to each, the price, and the button that adds the report. */
export function ReportConfirmationStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const price = useCatalogPrice(PRODUCT_IDS.simplifiedReport);
  const { form } = useSnapshot(reportFlow.state);
  const validation = useStepValidation({});
  const change = (step: string) => ({ to: reportFlow.path(step), label: t('common.change') });
  return (
    <ReportStep
      step="confirmation"
      heading={t('common.reviewYourOrder')}
      validation={validation}
      runningPrice={false}
      continueLabel={t('common.addToCart')}
    >
      <AnswerList
        rows={[
          { key: 'freguesia', label: text('parish'), value: form.freguesia?.label ?? '', change: change('step1') },
          {
            key: 'ficha',
            label: text('ficha'),
            value: form.tiene_numero === 'si' ? form.num_ficha.trim() : text('withoutNumber'),
            change: change('step2'),
          },
          {
            key: 'fraction',
            label: text('fraction'),
            value: form.horizontal === 'si' ? form.prop_horizontal_fracao : text('noFraction'),
            change: change('step3'),
          },
          {
            key: 'service',
            label: text('urgent'),
            value: form.urgente === 'si' ? text('urgentYes') : t('common.standardService'),
            change: change('step4'),
          },
        ]}
      />
      {price === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <PriceBreakdown lines={[{ key: 'report', label: t('title.report'), amount: price }]} />
      )}
    </ReportStep>
  );
}
