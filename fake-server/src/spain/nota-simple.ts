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

/**
 * Applies the edit dialog's fields (or updatePedidoNS's data) to a Nota Simple item, in place: owner,
 * address, municipality and registry data change; the urgency paid for stays. `field` names the body
 * field in a 400 ('body/form' for updatequoteitem, 'body/data' for updatePedidoNS).
 */
export function applyNotaSimpleEdit(item: CartItem, data: NotaSimpleEdit, spain: SpainData, field: string): CartItem {
  const municipality = municipalityOf(data, spain, field);
  const urgency = item.options.filter((option) => URGENCY_OPTION_IDS.includes(option.option_id));
  item.options = notaSimpleOptions(data, municipality, urgency);
  return item;
}
