import type { CartItem } from '#contracts/api/cart.ts';
import type { CertidaoEdit, CertidaoForm, CertidaoIdentification, FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import {
  type IdentificationMode,
  emptyIdentification,
  identificationModeOf,
  withIdentificationMode,
} from '#contracts/rules/certificate-identification.ts';
import { isArticleNumber, isBookEntryNumber, isFichaNumber, isFraction, isSection } from '#contracts/rules/portuguese-rules.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { Snapshot } from 'valtio';
import * as v from 'valibot';
import { parishSchema } from '../../../lib/contract-schemas.ts';
import { CERTIFICATE_STEPS, type CertificateStep, ROUTES } from '#contracts/constants/client-routes.ts';
import { createFlow } from '../../../wizard/flow.ts';
import { type YesNo, yesNoSchema } from './property-place.ts';

/**
 * The permanent certificate wizard (Certidão Permanente, 18414; spec 2 "Wizards: permanent certificate"),
 * one question per page; the plan is docs/decisions/011-portuguese-property-flows.md:
 * step1 what the certificate is and its price (quiere_un_certidao); step2 the parish; step3 how the property is
 * identified; step4 urban or rustic (matricial only); step5 the identification itself; step6 horizontal property
 * (not for a rustic property); step7 the fraction (horizontal only); step8 the review, the price and the add button.
 * Steps that do not apply to the answers are skipped and count as valid.
 */
export type { CertificateStep } from '#contracts/constants/client-routes.ts';

export interface CertificateForm extends CertidaoIdentification {
  quiere_un_certidao: boolean;
  freguesia: FreguesiaSuggestion | null;
  horizontal: YesNo;
  prop_horizontal_fracao: string;
}

export const emptyCertificateForm = (): CertificateForm => ({
  quiere_un_certidao: false,
  freguesia: null,
  ...emptyIdentification(),
  horizontal: '',
  prop_horizontal_fracao: '',
});

/**
 * The identification as the buyer is typing it: the contract's fields with any text, so a reload keeps what was typed
 * (a number one digit too long included); the step's checks and the backend judge it (certificate-identification.ts).
 */
const identificationDraft = {
  forma_identificar_matricial: v.boolean(),
  forma_identificar_livro: v.boolean(),
  forma_identificar_ficha: v.boolean(),
  tipo_rustica: v.boolean(),
  tipo_urbana: v.boolean(),
  numero_artigo: v.string(),
  seccao: v.string(),
  num_livro: v.string(),
  livro: v.string(),
  folhas: v.string(),
  num_ficha: v.string(),
} satisfies Record<keyof CertidaoIdentification, v.GenericSchema>;

export const certificateFormSchema = v.object({
  quiere_un_certidao: v.boolean(),
  freguesia: v.nullable(parishSchema),
  ...identificationDraft,
  horizontal: yesNoSchema,
  prop_horizontal_fracao: v.string(),
}) satisfies v.GenericSchema<unknown, CertificateForm>;

export const certificateFlow = createFlow<CertificateForm, CertificateStep>({
  id: 'certidao-permanente',
  routes: ROUTES.certificate,
  stepApplies: (step, form) => certificateStepApplies(step, form),
  continueFrom: (step) => continueCertificate(step),
  initialForm: emptyCertificateForm,
  schema: certificateFormSchema,
});

type FormView = Snapshot<CertificateForm> | CertificateForm;

export const modeOf = (form: FormView): IdentificationMode | null => identificationModeOf(form);
export const isRustic = (form: FormView): boolean => modeOf(form) === 'matricial' && form.tipo_rustica;

/** Whether a step asks anything for these answers; the others are skipped. */
export function certificateStepApplies(step: CertificateStep, form: FormView): boolean {
  if (step === 'step4') return modeOf(form) === 'matricial';
  if (step === 'step6') return !isRustic(form);
  if (step === 'step7') return !isRustic(form) && form.horizontal === 'si';
  return true;
}

/** The identification fields' errors, by field id: what step5 and the edit dialog check. */
export function identificationErrors(form: FormView, messages: { write: string; article: string; section: string; ficha: string }) {
  const mode = modeOf(form);
  const errors: Record<string, string | undefined> = {};
  if (mode === 'matricial') {
    errors['numero_artigo'] = isArticleNumber(form.numero_artigo)
      ? undefined
      : form.numero_artigo.trim()
        ? messages.article
        : messages.write;
    errors['seccao'] = form.tipo_rustica && form.seccao.trim() !== '' && !isSection(form.seccao) ? messages.section : undefined;
  }
  if (mode === 'ficha')
    errors['num_ficha'] = isFichaNumber(form.num_ficha) ? undefined : form.num_ficha.trim() ? messages.ficha : messages.write;
  if (mode === 'livro') {
    errors['num_livro'] = isBookEntryNumber(form.num_livro) ? undefined : messages.write;
    errors['livro'] = form.livro.trim() ? undefined : messages.write;
    errors['folhas'] = form.folhas.trim() ? undefined : messages.write;
  }
  return errors;
}

/** Whether a step's answers are complete (a skipped step always is). */
export function certificateStepComplete(step: CertificateStep, form: FormView): boolean {
  if (!certificateStepApplies(step, form)) return true;
  switch (step) {
    case 'step1':
      return form.quiere_un_certidao;
    case 'step2':
      return form.freguesia !== null;
    case 'step3':
      return modeOf(form) !== null;
    case 'step4':
      return form.tipo_rustica !== form.tipo_urbana;
    case 'step5': {
      const errors = identificationErrors(form, { write: 'x', article: 'x', section: 'x', ficha: 'x' });
      return modeOf(form) !== null && Object.values(errors).every((error) => error === undefined);
    }
    case 'step6':
      return form.horizontal !== '';
    case 'step7':
      return isFraction(form.prop_horizontal_fracao);
    case 'step8':
      return certidaoRequestOf(form) !== null;
  }
}

/**
 * Continue from `step`: marks it valid, re-checks every later step against the answers (a changed answer can
 * make a later step apply, or no longer hold), and answers the next step that asks something.
 */
export function continueCertificate(step: CertificateStep): string {
  if (step === 'step1') certificateFlow.update({ quiere_un_certidao: true });
  certificateFlow.validate(step);
  const form = certificateFlow.state.form;
  const later = CERTIFICATE_STEPS.slice(CERTIFICATE_STEPS.indexOf(step) + 1);
  for (const next of later)
    certificateFlow.validate(
      next,
      !certificateStepApplies(next, form) || (certificateFlow.isStepValid(next) && certificateStepComplete(next, form)),
    );
  return later.find((next) => certificateStepApplies(next, form)) ?? certificateFlow.addToCart;
}

/** Choosing a mode keeps its own fields and clears the others' (spec 5). */
export function chooseMode(mode: IdentificationMode): void {
  certificateFlow.update(withIdentificationMode(certificateFlow.state.form, mode));
}

/** The edit fields (where, identification, fraction) as addcertidao and the edit dialog send them; null while incomplete. */
export function certidaoEditOf(form: FormView): CertidaoEdit | null {
  if (form.freguesia === null || modeOf(form) === null) return null;
  const horizontal = !isRustic(form) && form.horizontal === 'si';
  const fraction = form.prop_horizontal_fracao.trim().toUpperCase();
  if (horizontal && !isFraction(fraction)) return null;
  const identification = withIdentificationMode(pickIdentification(form), modeOf(form) ?? 'matricial');
  const errors = identificationErrors(form, { write: 'x', article: 'x', section: 'x', ficha: 'x' });
  if (Object.values(errors).some((error) => error !== undefined)) return null;
  if (identification.forma_identificar_matricial && identification.tipo_rustica === identification.tipo_urbana) return null;
  return {
    distrito_concelho_freguesia: form.freguesia.value,
    ...trimmed(identification),
    seccao: identification.tipo_rustica ? identification.seccao.trim().toUpperCase() : '',
    prop_horizontal: horizontal,
    prop_horizontal_fracao: horizontal ? fraction : '',
  };
}

/** The request addcertidao takes; null while the answers are incomplete. */
export function certidaoRequestOf(form: FormView): CertidaoForm | null {
  const edit = certidaoEditOf(form);
  return edit === null ? null : { quiere_un_certidao: true, ...edit };
}

function pickIdentification(form: FormView): CertidaoIdentification {
  const empty = emptyIdentification();
  return Object.fromEntries(
    Object.keys(empty).map((key) => [key, form[key as keyof CertidaoIdentification]]),
  ) as unknown as CertidaoIdentification;
}

function trimmed(identification: CertidaoIdentification): CertidaoIdentification {
  return Object.fromEntries(
    Object.entries(identification).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as unknown as CertidaoIdentification;
}

/** The cart items the certificate edit dialog edits. */
export const isCertificateItem = (item: Pick<CartItem, 'product_id'>): boolean => item.product_id === PRODUCT_IDS.permanentCertificate;
