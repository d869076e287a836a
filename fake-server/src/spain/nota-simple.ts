import type { CartItem, ItemOption } from '#contracts/api/cart.ts';
import type { MunicipalityRegistries, NotaSimpleEdit, NotaSimpleForm } from '#contracts/api/spain.ts';
import {
  MIN_ADDRESS_LENGTH,
  isAddressGiven,
  isOwnerAnswerConsistent,
  isOwnerUnknown,
  isUrgentCustom,
} from '#contracts/rules/nota-simple-rules.ts';
import { HttpError } from '../errors.ts';
import type { SpainData } from './spain-data.ts';
import { itemOption } from '../state/cart-items.ts';

/**
 * The municipality a Nota Simple names, and its address, checked as the real backend checks them and as the wizard and
 * the edit dialog do (contracts/src/rules/nota-simple-rules.ts); 400 naming the field otherwise.
 */
export function municipalityOf(data: NotaSimpleEdit, spain: SpainData, field = 'body/form'): MunicipalityRegistries {
  if (!isAddressGiven(data.direccion)) {
    throw new HttpError(400, `${field}/direccion needs at least ${MIN_ADDRESS_LENGTH} characters besides spaces`);
  }
  const municipality = spain.byCode(data.codigo_ine);
  if (municipality === undefined) throw new HttpError(400, `${field}/codigo_ine ${data.codigo_ine} is not an INE municipality code`);
  if (municipality.municipio !== data.municipio) {
    throw new HttpError(400, `${field}/municipio '${data.municipio}' is not the municipality of ${field}/codigo_ine ${data.codigo_ine}`);
  }
  if (municipality.provincia !== data.provincia) {
    throw new HttpError(400, `${field}/provincia '${data.provincia}' is not the province of ${field}/codigo_ine ${data.codigo_ine}`);
  }
  return municipality;
}

/** Every rule of a whole Nota Simple form: the municipality, the owner and the urgent service. */
export function checkNotaSimpleForm(form: NotaSimpleForm, spain: SpainData): MunicipalityRegistries {
  const municipality = municipalityOf(form, spain);
  if (!isOwnerAnswerConsistent(form.conoce_nombre_propietario, form.nombre)) {
    throw new HttpError(
      400,
      form.conoce_nombre_propietario
        ? 'body/form/nombre is required when body/form/conoce_nombre_propietario is true'
        : 'body/form/nombre must be empty when body/form/conoce_nombre_propietario is false (the owner is unknown)',
    );
  }
  const custom = isUrgentCustom(form.servicio_urgente, municipality.horas_entrega);
  if (form.servicio_urgente_custom !== custom) {
    throw new HttpError(
      400,
      `body/form/servicio_urgente_custom must be ${String(custom)} for this registry (${municipality.horas_entrega} h)`,
    );
  }
  const hours = custom ? municipality.horas_entrega : null;
  if (form.horas_urgente_custom !== hours) {
    throw new HttpError(400, `body/form/horas_urgente_custom must be ${String(hours)} for this registry`);
  }
  return municipality;
}

/**
 * The options of a Nota Simple quote item: the form's field names as option ids (fixtures/README.md), the
 * municipality's INE code as its option_value; the owner, address and municipality print, so the cart shows 'Nota Simple Ana Ruiz, Calle Mayor 1, Madrid (Madrid)'.
 */
export function notaSimpleOptions(data: NotaSimpleEdit, municipality: MunicipalityRegistries, urgency: ItemOption[]): ItemOption[] {
  const owner = data.nombre.trim();
  return [
    itemOption('nombre', 'Titular', owner, isOwnerUnknown(owner) ? 'Titular desconocido' : owner),
    itemOption('direccion', 'Dirección', data.direccion.trim(), data.direccion.trim()),
    {
      ...itemOption('municipio', 'Municipio', municipality.municipio, `${municipality.municipio} (${municipality.provincia})`),
      option_value: municipality.codigo_ine,
    },
    itemOption('provincia', 'Provincia', municipality.provincia, ''),
    itemOption('codigo_ine', 'Código INE', municipality.codigo_ine, ''),
    itemOption('otros_datos', 'Otros datos registrales', data.otros_datos.trim(), data.otros_datos.trim()),
    ...urgency,
  ];
}

/** The urgency options of a new item; an edit keeps the ones the item already has. */
export function urgencyOptions(form: NotaSimpleForm): ItemOption[] {
  if (!form.servicio_urgente) return [itemOption('servicio_urgente', 'Servicio urgente', '0', '')];
  const hours = form.horas_urgente_custom;
  return [
    itemOption('servicio_urgente', 'Servicio urgente', '1', hours === null ? 'Urgente' : `Urgente: antes de ${hours} horas laborables`),
    itemOption('servicio_urgente_custom', 'Servicio urgente personalizado', hours === null ? '0' : String(hours), ''),
  ];
}

const URGENCY_OPTION_IDS: readonly string[] = ['servicio_urgente', 'servicio_urgente_custom'];

const answerOf = (item: CartItem, optionId: string) => item.options.find((option) => option.option_id === optionId)?.value.trim() ?? '';

/** The item's municipality code: its codigo_ine answer, or the municipio option's value (older items answer the code there). */
function codeOf(item: CartItem): string {
  const municipio = item.options.find((option) => option.option_id === 'municipio');
  return answerOf(item, 'codigo_ine') || municipio?.option_value || municipio?.value || '';
}

/** The edit's fields, each with the option ids it answers: a field the buyer left as it was keeps its options. */
const EDITED_FIELDS: readonly { ids: readonly string[]; same: (item: CartItem, data: NotaSimpleEdit) => boolean }[] = [
  { ids: ['nombre'], same: (item, data) => answerOf(item, 'nombre') === data.nombre.trim() },
  { ids: ['direccion'], same: (item, data) => answerOf(item, 'direccion') === data.direccion.trim() },
  { ids: ['municipio', 'provincia', 'codigo_ine'], same: (item, data) => codeOf(item) === data.codigo_ine },
  { ids: ['otros_datos'], same: (item, data) => answerOf(item, 'otros_datos') === data.otros_datos.trim() },
];

/**
 * Applies the edit dialog's fields (or updatePedidoNS's data) to a Nota Simple item, in place. Only what the buyer
 * changed is written again: an answer left as it was keeps its option exactly, its printed line included (an older
 * item's 'Municipio: Sevilla' and 'Provincia: Sevilla' stay as they were), and a changed one takes the options a new
 * item would have, where the old ones stood. The urgency paid for, and any other answer, stays. The whole edit is
 * checked all the same. `field` names the body field in a 400 ('body/form' for updatequoteitem, 'body/data' for
 * updatePedidoNS).
 */
export function applyNotaSimpleEdit(item: CartItem, data: NotaSimpleEdit, spain: SpainData, field: string): CartItem {
  const municipality = municipalityOf(data, spain, field);
  const fresh = notaSimpleOptions(data, municipality, []);
  const changed = EDITED_FIELDS.filter((edited) => !edited.same(item, data)).map((edited) => edited.ids);
  const groupOf = (optionId: string) => changed.find((ids) => ids.includes(optionId));
  const written = new Set<readonly string[]>();
  const freshOf = (ids: readonly string[]) => {
    written.add(ids);
    return fresh.filter((option) => ids.includes(option.option_id));
  };
  const options = item.options.flatMap((option) => {
    const group = groupOf(option.option_id);
    if (group === undefined) return [option];
    return written.has(group) ? [] : freshOf(group);
  });
  const added = changed.filter((ids) => !written.has(ids)).flatMap(freshOf);
  const firstUrgency = options.findIndex((option) => URGENCY_OPTION_IDS.includes(option.option_id));
  item.options =
    firstUrgency === -1 ? [...options, ...added] : [...options.slice(0, firstUrgency), ...added, ...options.slice(firstUrgency)];
  return item;
}
