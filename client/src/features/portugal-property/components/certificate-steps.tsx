import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { useCatalogPrice } from './property-step.tsx';
import { CertificateStep } from './certificate-step.tsx';
import { IDENTIFICATION_MODES, type IdentificationMode } from '#contracts/rules/certificate-identification.ts';
import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { certificateFlow, chooseMode, identificationErrors, modeOf } from '../lib/certificate-flow.ts';
import { fractionError } from '../lib/report-flow.ts';
import { propertyText } from '../messages.ts';
import { CertificateAnswers } from './certificate-answers.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';
import { FractionField, HorizontalField } from './horizontal-property-fields.tsx';
import { FreguesiaField, useParishStepValidation } from './freguesia-field.tsx';
import { IdentificationFields, useIdentificationMessages } from './identification-fields.tsx';

/** step2: the parish, from /freguesias.php?type=all. */
export function CertificatePlaceStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const { validation, onTextChange } = useParishStepValidation(form.freguesia);
  return (
    <CertificateStep step="step2" heading={t('question.whereIsProperty')} validation={validation}>
      <FreguesiaField
        id="freguesia"
        type="all"
        label={text('parish')}
        error={validation.visible['freguesia']}
        value={form.freguesia}
        onChange={(freguesia) => certificateFlow.update({ freguesia })}
        onTextChange={onTextChange}
      />
    </CertificateStep>
  );
}

export function useModeChoices() {
  const text = useMessages(propertyText);
  const labels: Record<IdentificationMode, string> = {
    matricial: text('modeMatricial'),
    ficha: text('modeFicha'),
    livro: text('modeLivro'),
  };
  return IDENTIFICATION_MODES.map((mode) => ({ id: mode, label: labels[mode] }));
}

/** step3: how the property is identified; choosing a mode clears the other modes' answers. */
export function CertificateModeStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const choices = useModeChoices();
  const validation = useStepValidation({ modo: modeOf(form) ? undefined : t('error.choose') }, { modo: text('mode') });
  return (
    <CertificateStep step="step3" heading={text('modeHeading')} validation={validation}>
      <RadioGroup
        id="modo"
        label={text('mode')}
        description={text('modeHint')}
        choices={choices}
        value={modeOf(form) ?? ''}
        onChange={(mode) => chooseMode(mode as IdentificationMode)}
        error={validation.visible['modo']}
        isRequired
      />
    </CertificateStep>
  );
}

/** step4 (matricial only): urban or rustic. */
export function CertificateTypeStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const value = form.tipo_urbana ? 'urbana' : form.tipo_rustica ? 'rustica' : '';
  const validation = useStepValidation({ tipo: value ? undefined : t('error.choose') }, { tipo: text('type') });
  return (
    <CertificateStep step="step4" heading={text('typeHeading')} validation={validation}>
      <RadioGroup
        id="tipo"
        label={text('type')}
        choices={[
          { id: 'urbana', label: text('urban') },
          { id: 'rustica', label: text('rustic') },
        ]}
        value={value}
        onChange={(tipo) =>
          certificateFlow.update({
            tipo_urbana: tipo === 'urbana',
            tipo_rustica: tipo === 'rustica',
            ...(tipo === 'urbana' ? { seccao: '' } : {}),
          })
        }
        error={validation.visible['tipo']}
        isRequired
      />
    </CertificateStep>
  );
}

/** step5: the identification itself, the fields of the chosen mode. */
export function CertificateIdentificationStep() {
  const text = useMessages(propertyText);
  const messages = useIdentificationMessages();
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const mode = modeOf(form) ?? 'matricial';
  const errors = identificationErrors(form, messages);
  const validation = useStepValidation(errors, {
    numero_artigo: text('article'),
    seccao: text('section'),
    num_ficha: text('ficha'),
    num_livro: text('bookNumber'),
    livro: text('book'),
    folhas: text('folios'),
  });
  const heading = { matricial: text('identifyMatricial'), ficha: text('identifyFicha'), livro: text('identifyLivro') }[mode];
  return (
    <CertificateStep step="step5" heading={heading} validation={validation}>
      <IdentificationFields mode={mode} value={form} onChange={(patch) => certificateFlow.update(patch)} errors={validation.visible} />
    </CertificateStep>
  );
}

/** step6: whether it is a fraction of a building in horizontal property (not asked of rustic land). */
export function CertificateHorizontalStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const validation = useStepValidation({ horizontal: form.horizontal ? undefined : t('error.choose') }, { horizontal: text('horizontal') });
  return (
    <CertificateStep step="step6" heading={text('horizontalHeading')} validation={validation}>
      <HorizontalField
        id="horizontal"
        value={form.horizontal}
        error={validation.visible['horizontal']}
        onChange={(patch) => certificateFlow.update(patch)}
      />
    </CertificateStep>
  );
}

/** step7 (horizontal property only): the fraction's letters. */
export function CertificateFractionStep() {
  const t = useT();
  const text = useMessages(propertyText);
  const { form } = useSnapshot(certificateFlow.state, { sync: true });
  const validation = useStepValidation(
    { prop_horizontal_fracao: fractionError(form, { write: t('error.write'), fraction: text('errorFraction') }) },
    { prop_horizontal_fracao: text('fraction') },
  );
  return (
    <CertificateStep step="step7" heading={text('fractionHeading')} validation={validation}>
      <FractionField
        value={form.prop_horizontal_fracao}
        error={validation.visible['prop_horizontal_fracao']}
        onChange={(prop_horizontal_fracao) => certificateFlow.update({ prop_horizontal_fracao })}
      />
    </CertificateStep>
  );
}

/** step8: the answers with a way back to each, the price breakdown, and the button that adds the certificate. */
export function CertificateReviewStep() {
  const t = useT();
  const price = useCatalogPrice(PRODUCT_IDS.permanentCertificate);
  const validation = useStepValidation({});
  return (
    <CertificateStep
      step="step8"
      heading={t('common.reviewYourOrder')}
      validation={validation}
      runningPrice={false}
      continueLabel={t('common.addToCart')}
    >
      <CertificateAnswers withChangeLinks />
      {price === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <PriceBreakdown lines={[{ key: 'certificate', label: t('title.certificate'), amount: price }]} />
      )}
    </CertificateStep>
  );
}
