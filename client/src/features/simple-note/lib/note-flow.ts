import type { CartItem } from '#contracts/api/cart.ts';
import type { MunicipalityRegistries, NotaSimpleEdit, NotaSimpleForm } from '#contracts/api/spain.ts';
import { isOwnerUnknown, isUrgentCustom } from '#contracts/rules/nota-simple-rules.ts';
import type { Snapshot } from 'valtio';
import * as v from 'valibot';
import { NOTA_SIMPLE_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { PriceLine } from '#contracts/rules/pricing.ts';
import { roundMoney } from '#contracts/rules/money.ts';
import { municipalityRegistriesSchema } from '../../../lib/contract-schemas.ts';
import { NOTE_STEPS, type NoteStep, ROUTES } from '#contracts/constants/client-routes.ts';
import { createFlow } from '../../../wizard/flow.ts';

/**
 * The Nota Simple wizard (spec 2 "Wizards: simple note"). step0 is the introduction, outside the guarded
 * steps; step1 to step6 plus step41 and step42 are guarded, then cart/add/ns.
 *
 * What each step asks (steps 41 and 42 are ours: the spec names them only):
 * - step1 whether the buyer knows the owner's name; step2 the owner's name, asked only of a buyer who said
 *   they know it (a No leaves step2 out of the flow's steps: the request then carries no name, spec 5);
 * - step3 the property's address; step4 its municipality, from the registry autocomplete;
 * - step41 whether the buyer wants urgent service (shown with the store's delivery note; custom when the
 *   registry delivers in under 4 hours, spec 5); step42 optional registry data (finca, tomo, libro, folio);
 * - step5 the review with the backend's pre-validation notes; step6 the price and the add-to-cart button.
 */
export type { NoteStep } from '#contracts/constants/client-routes.ts';

export type YesNo = '' | 'si' | 'no';

export interface NoteForm {
  quiere_una_ns: boolean;
  conoce_nombre_propietario: YesNo;
  nombre: string;
  direccion: string;
  /** The municipality picked from /registros.php, with its registries; null until one is picked. */
  registro: MunicipalityRegistries | null;
  servicio_urgente: YesNo;
  otros_datos: string;
  /** The landing page url whose municipality was filled in, so it is filled once (hooks/use-municipality-prefill.ts). */
  municipio_prefill: string;
}

const yesNo = v.picklist(['', 'si', 'no']);

/** A stored form is kept only when every field fits, the municipality's registry offices included. */
export const noteFormSchema = v.object({
  quiere_una_ns: v.boolean(),
  conoce_nombre_propietario: yesNo,
  nombre: v.string(),
  direccion: v.string(),
  registro: v.nullable(municipalityRegistriesSchema),
  servicio_urgente: yesNo,
  otros_datos: v.string(),
  municipio_prefill: v.string(),
}) satisfies v.GenericSchema<unknown, NoteForm>;

export const emptyNoteForm = (): NoteForm => ({
  quiere_una_ns: false,
  conoce_nombre_propietario: '',
  nombre: '',
  direccion: '',
  registro: null,
  servicio_urgente: '',
  otros_datos: '',
  municipio_prefill: '',
});

export const noteFlow = createFlow<NoteForm>({
  id: 'nota-simple',
  routes: ROUTES.simpleNote,
  before: ROUTES.simpleNote.intro,
  initialForm: emptyNoteForm,
  schema: noteFormSchema,
});

/** The steps the answers call for: a buyer who does not know the owner is not asked who the owner is. */
export function noteStepsFor(knowsOwner: YesNo): NoteStep[] {
  return NOTE_STEPS.filter((step) => step !== 'step2' || knowsOwner !== 'no');
}

/** step1's answer: the form, and the steps that follow from it (step2 comes back, not yet answered, after a Yes). */
export function answerOwnerKnown(knowsOwner: YesNo): void {
  noteFlow.update({ conoce_nombre_propietario: knowsOwner });
  noteFlow.setSteps(noteStepsFor(knowsOwner));
}

/** The urgency the form asks for, spec 5's custom rule applied: null hours unless it is custom. */
export function urgencyOf(form: Snapshot<Pick<NoteForm, 'servicio_urgente' | 'registro'>>): {
  urgent: boolean;
  customHours: number | null;
} {
  const urgent = form.servicio_urgente === 'si';
  const hours = form.registro?.horas_entrega ?? Number.POSITIVE_INFINITY;
  return { urgent, customHours: isUrgentCustom(urgent, hours) ? hours : null };
}

/** The owner as the request will treat it: unknown when not known, empty, or containing 'onocido' (spec 5). */
export function ownerIsUnknown(form: Snapshot<Pick<NoteForm, 'conoce_nombre_propietario' | 'nombre'>>): boolean {
  return form.conoce_nombre_propietario === 'no' || isOwnerUnknown(form.nombre);
}

/** The catalogue prices a Nota Simple is sold at: the standard one and the urgent one (products 15867 and 18508). */
export interface NotePrices {
  standard: number;
  urgent: number;
}

/**
 * The all-in price of the answers so far: the urgent Nota Simple once urgency is chosen, else the standard one;
 * `from` until the buyer has chosen, since urgency costs more.
 */
export function runningNotePrice(
  form: Snapshot<Pick<NoteForm, 'servicio_urgente'>>,
  prices: NotePrices,
): { amount: number; from: boolean } {
  return { amount: form.servicio_urgente === 'si' ? prices.urgent : prices.standard, from: form.servicio_urgente === '' };
}

/** The price breakdown: the Nota Simple, and the urgent service as what it adds; they add up to the item's price. */
export function notePriceLines(
  form: Snapshot<Pick<NoteForm, 'servicio_urgente'>>,
  prices: NotePrices,
  labels: { note: string; urgent: string },
): PriceLine[] {
  const lines: PriceLine[] = [{ key: 'note', label: labels.note, amount: prices.standard }];
  if (form.servicio_urgente === 'si')
    lines.push({ key: 'urgent', label: labels.urgent, amount: roundMoney(prices.urgent - prices.standard) });
  return lines;
}

/** The edit fields of a Nota Simple: what the edit dialog and updatePedidoNS change. */
export function noteEditOf(
  form: Snapshot<Pick<NoteForm, 'nombre' | 'direccion' | 'otros_datos'>>,
  registro: Snapshot<MunicipalityRegistries>,
): NotaSimpleEdit {
  return {
    nombre: form.nombre.trim(),
    direccion: form.direccion.trim(),
    municipio: registro.municipio,
    provincia: registro.provincia,
    codigo_ine: registro.codigo_ine,
    otros_datos: form.otros_datos.trim(),
  };
}

/** The request addns and preValidateNs take; null while the municipality is missing. */
export function notaSimpleRequestOf(form: Snapshot<NoteForm>): NotaSimpleForm | null {
  const { registro } = form;
  if (registro === null) return null;
  const { urgent, customHours } = urgencyOf(form);
  const knowsOwner = form.conoce_nombre_propietario === 'si';
  return {
    quiere_una_ns: true,
    conoce_nombre_propietario: knowsOwner,
    ...noteEditOf({ ...form, nombre: knowsOwner ? form.nombre : '' }, registro),
    servicio_urgente: urgent,
    servicio_urgente_custom: customHours !== null,
    horas_urgente_custom: customHours,
  };
}

/** The cart items the simple-note edit dialog edits: the Nota Simple and the urgent Nota Simple. */
export function isSimpleNoteItem(item: Pick<CartItem, 'product_id'>): boolean {
  return NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id);
}
