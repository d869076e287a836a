import type { CartItem, ItemOption } from '#contracts/api/cart.ts';
import type { FreguesiaSuggestion, IpredialEdit } from '#contracts/api/portugal.ts';
import { isUrgentIpredialItem, optionFlag } from '#contracts/rules/portuguese-items.ts';
import { isFichaNumber } from '#contracts/rules/portuguese-rules.ts';
import { HttpError } from '../errors.ts';
import { itemOption } from '../state/cart-items.ts';
import type { PortugalData } from './portugal-data.ts';
import { checkedFraction, FIELD, fractionOptions, parishOf, parishOption } from './property-place.ts';

/**
 * The simplified property report (Informação Predial Simplificada, 18421): the checks of the real backend
 * and the quote item's options (contracts/src/rules/portuguese-items.ts). The cart line reads e.g.
 * 'Paranhos (Porto, Porto), Descrição n.º 2543, Fração B, Urgente'.
 *
 * Price: urgent service costs nothing extra. The spec names no urgent price for 18421 and gives 11 EUR as its
 * analytics reference price, so every report is the catalogue price of fixtures/products/18421.json;
 * urgency is recorded on the item (option `urgente`, printed 'Urgente') for the back office to act on.
 */

export interface CheckedIpredial {
  /** The edit as the item keeps it: the number trimmed, the fraction upper case. */
  edit: IpredialEdit;
  parish: FreguesiaSuggestion;
}

/** Every rule of the report's fields: a mainland parish, the description number, the fraction; 400 naming the field. */
export function checkIpredialEdit(data: IpredialEdit, portugal: PortugalData): CheckedIpredial {
  const parish = parishOf(data, portugal, 'ips');
  const edit: IpredialEdit = { ...data, num_ficha: data.num_ficha.trim(), prop_horizontal_fracao: checkedFraction(data) };
  if (edit.tiene_numero && !isFichaNumber(edit.num_ficha)) {
    throw new HttpError(400, `${FIELD}/num_ficha '${data.num_ficha}' is not a description number (e.g. 2543 or 2543/19970317)`);
  }
  if (!edit.tiene_numero && edit.num_ficha !== '') {
    throw new HttpError(400, `${FIELD}/num_ficha must be empty when ${FIELD}/tiene_numero is false`);
  }
  return { edit, parish };
}

/** The urgency option of a new report; an edit keeps the one the item already has. */
export function urgencyOption(urgent: boolean): ItemOption {
  return itemOption('urgente', 'Urgente', optionFlag(urgent), urgent ? 'Urgente' : '');
}

/** The item's options: parish, description number (printed 'Descrição n.º 2543' when known), fraction, urgency. */
export function ipredialOptions({ edit, parish }: CheckedIpredial, urgency: ItemOption): ItemOption[] {
  return [
    parishOption(parish),
    itemOption('tiene_numero', 'Tem o número da descrição', optionFlag(edit.tiene_numero), ''),
    itemOption('num_ficha', 'Número da descrição', edit.num_ficha, edit.tiene_numero ? `Descrição n.º ${edit.num_ficha}` : ''),
    ...fractionOptions(edit),
    urgency,
  ];
}

/** Applies the edit dialog's fields to a report in the quote, in place; the urgency paid for stays. */
export function applyIpredialEdit(item: CartItem, data: IpredialEdit, portugal: PortugalData): CartItem {
  item.options = ipredialOptions(checkIpredialEdit(data, portugal), urgencyOption(isUrgentIpredialItem(item)));
  return item;
}
