import type { CartItem } from '#contracts/api/cart.ts';
import type { FreguesiaSuggestion, IpredialEdit, IpredialForm } from '#contracts/api/portugal.ts';
import { isFichaNumber, isFraction } from '#contracts/rules/portuguese-rules.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { Snapshot } from 'valtio';
import * as v from 'valibot';
import { parishSchema } from '../../../lib/contract-schemas.ts';
import { REPORT_STEPS, ROUTES, type ReportStep } from '#contracts/constants/client-routes.ts';
import { createFlow } from '../../../wizard/flow.ts';
import { type YesNo, yesNoSchema } from './property-place.ts';

/**
 * The simplified property report wizard (Informação Predial Simplificada, 18421; spec 2): step1 the parish
 * (mainland only, type=ips), step2 whether the buyer has the description number, step21 that number (skipped
 * without it), step3 horizontal property and its fraction, step4 the urgency, confirmation the review, the price
 * and the add button. Steps 21 and 4 are validated together (spec 2): continuing from step4 checks the
 * description number again and marks both, so a number made invalid since (or never given) sends the buyer
 * back to step21 before the review. docs/decisions/011-portuguese-property-flows.md has the plan.
 */
export type { ReportStep } from '#contracts/constants/client-routes.ts';

export interface ReportForm {
  quiere_un_predial: boolean;
  freguesia: FreguesiaSuggestion | null;
  tiene_numero: YesNo;
  num_ficha: string;
  horizontal: YesNo;
  prop_horizontal_fracao: string;
  urgente: YesNo;
}

export const emptyReportForm = (): ReportForm => ({
  quiere_un_predial: false,
  freguesia: null,
  tiene_numero: '',
  num_ficha: '',
  horizontal: '',
  prop_horizontal_fracao: '',
  urgente: '',
});

export const reportFormSchema = v.object({
  quiere_un_predial: v.boolean(),
  freguesia: v.nullable(parishSchema),
  tiene_numero: yesNoSchema,
  num_ficha: v.string(),
  horizontal: yesNoSchema,
  prop_horizontal_fracao: v.string(),
  urgente: yesNoSchema,
}) satisfies v.GenericSchema<unknown, ReportForm>;

export const reportFlow = createFlow<ReportForm, ReportStep>({
  id: 'i-predial-simplificada',
  routes: ROUTES.report,
  stepApplies: (step, form) => reportStepApplies(step, form),
  continueFrom: (step) => continueReport(step),
  initialForm: emptyReportForm,
  schema: reportFormSchema,
});

type FormView = Snapshot<ReportForm> | ReportForm;

export const reportStepApplies = (step: ReportStep, form: FormView): boolean => step !== 'step21' || form.tiene_numero === 'si';

/** The description number's error, or undefined: step21's own check, run again with step4's. */
export function fichaError(
  form: Pick<FormView, 'tiene_numero' | 'num_ficha'>,
  messages: { write: string; ficha: string },
): string | undefined {
  if (form.tiene_numero !== 'si') return undefined;
  if (form.num_ficha.trim() === '') return messages.write;
  return isFichaNumber(form.num_ficha) ? undefined : messages.ficha;
}

export function fractionError(
  form: Pick<FormView, 'horizontal' | 'prop_horizontal_fracao'>,
  messages: { write: string; fraction: string },
) {
  if (form.horizontal !== 'si') return undefined;
  if (form.prop_horizontal_fracao.trim() === '') return messages.write;
  return isFraction(form.prop_horizontal_fracao) ? undefined : messages.fraction;
}

const CHECK = { write: 'x', ficha: 'x', fraction: 'x' };

/** Continue from `step`: marks it (and a skipped step21) valid; answers the next step to show. */
export function continueReport(step: ReportStep): string {
  const form = reportFlow.state.form;
  if (step === 'step4') return continueFromUrgency();
  reportFlow.validate(step);
  if (step === 'step2')
    reportFlow.validate(
      'step21',
      fichaError(form, CHECK) === undefined && (form.tiene_numero === 'no' || reportFlow.isStepValid('step21')),
    );
  const later = REPORT_STEPS.slice(REPORT_STEPS.indexOf(step) + 1);
  return later.find((next) => reportStepApplies(next, form)) ?? reportFlow.addToCart;
}

/**
 * Steps 21 and 4, validated together: both flags follow the description number's check; a wrong one sends the
 * buyer to step21 (its error then shows there), a right one (or none needed) goes on to the confirmation.
 */
export function continueFromUrgency(): string {
  const ficha = fichaError(reportFlow.state.form, CHECK) === undefined;
  reportFlow.validate('step21', ficha);
  reportFlow.validate('step4', ficha);
  return ficha ? 'confirmation' : 'step21';
}

/** The edit fields (location, description number, fraction); null while incomplete. */
export function ipredialEditOf(form: Omit<FormView, 'urgente' | 'quiere_un_predial'>): IpredialEdit | null {
  if (form.freguesia === null || form.tiene_numero === '' || form.horizontal === '') return null;
  if (fichaError(form, CHECK) !== undefined || fractionError(form, CHECK) !== undefined) return null;
  const hasNumber = form.tiene_numero === 'si';
  const horizontal = form.horizontal === 'si';
  return {
    distrito_concelho_freguesia: form.freguesia.value,
    tiene_numero: hasNumber,
    num_ficha: hasNumber ? form.num_ficha.trim() : '',
    prop_horizontal: horizontal,
    prop_horizontal_fracao: horizontal ? form.prop_horizontal_fracao.trim().toUpperCase() : '',
  };
}

/** The request addipredial takes; null while incomplete. */
export function ipredialRequestOf(form: FormView): IpredialForm | null {
  const edit = ipredialEditOf(form);
  if (edit === null || form.urgente === '') return null;
  return { quiere_un_predial: true, ...edit, urgente: form.urgente === 'si' };
}

export const isReportItem = (item: Pick<CartItem, 'product_id'>): boolean => item.product_id === PRODUCT_IDS.simplifiedReport;
