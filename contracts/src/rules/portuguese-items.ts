import type { CartItem, ItemOption } from '../api/cart.ts';
import { identificationModeOf } from './certificate-identification.ts';
import type { CertidaoEdit, IpredialEdit } from '../api/portugal.ts';
import { PRODUCT_IDS } from '../constants/product-ids.ts';

/**
 * How a permanent certificate (18414) or a simplified report (18421) sits in the quote, and how the edit
 * dialogs read it back. The backend writes the form as the item's options: option ids are the form's field
 * names (spec 3), `value` the raw answer (a flag as '1' or '0'), and only the options the buyer should read
 * carry a print_value (in Portuguese: 'Paranhos (Porto, Porto)', 'Artigo urbano 1234', 'Fração B').
 * The identification mode is one option, `forma_identificar_<mode>` with value '1', followed by that
 * mode's own fields; the fields of the other modes are not written (they are empty by rule).
 */

/** A flag as an option's value. */
export const OPTION_TRUE = '1';
export const OPTION_FALSE = '0';
export const optionFlag = (flag: boolean): string => (flag ? OPTION_TRUE : OPTION_FALSE);

type ItemWithOptions = Pick<CartItem, 'product_id' | 'options'>;

/** The item's answers by option id: a flag is true only when written '1'; a text missing is empty. */
function answersOf(options: readonly ItemOption[]) {
  const byId = new Map(options.map((option) => [option.option_id, option.value]));
  return {
    has: (id: string) => byId.has(id),
    flag: (id: string) => byId.get(id) === OPTION_TRUE,
    text: (id: string) => byId.get(id) ?? '',
  };
}

/**
 * The certificate's edit-dialog fields as the item holds them, or null when the item is not a permanent
 * certificate the backend wrote (another product, or no parish or identification mode among its options).
 */
export function certidaoEditOfItem(item: ItemWithOptions): CertidaoEdit | null {
  if (item.product_id !== PRODUCT_IDS.permanentCertificate) return null;
  const answers = answersOf(item.options);
  if (!answers.has('distrito_concelho_freguesia')) return null;
  const edit: CertidaoEdit = {
    distrito_concelho_freguesia: answers.text('distrito_concelho_freguesia'),
    forma_identificar_matricial: answers.flag('forma_identificar_matricial'),
    forma_identificar_livro: answers.flag('forma_identificar_livro'),
    forma_identificar_ficha: answers.flag('forma_identificar_ficha'),
    tipo_rustica: answers.flag('tipo_rustica'),
    tipo_urbana: answers.flag('tipo_urbana'),
    numero_artigo: answers.text('numero_artigo'),
    seccao: answers.text('seccao'),
    num_livro: answers.text('num_livro'),
    livro: answers.text('livro'),
    folhas: answers.text('folhas'),
    num_ficha: answers.text('num_ficha'),
    prop_horizontal: answers.flag('prop_horizontal'),
    prop_horizontal_fracao: answers.text('prop_horizontal_fracao'),
  };
  return identificationModeOf(edit) === null ? null : edit;
}

/**
 * The simplified report's edit-dialog fields as the item holds them, or null when the item is not a
 * simplified report the backend wrote. Urgency is not an edit field: the service paid for stays.
 */
export function ipredialEditOfItem(item: ItemWithOptions): IpredialEdit | null {
  if (item.product_id !== PRODUCT_IDS.simplifiedReport) return null;
  const answers = answersOf(item.options);
  if (!answers.has('distrito_concelho_freguesia')) return null;
  return {
    distrito_concelho_freguesia: answers.text('distrito_concelho_freguesia'),
    tiene_numero: answers.flag('tiene_numero'),
    num_ficha: answers.text('num_ficha'),
    prop_horizontal: answers.flag('prop_horizontal'),
    prop_horizontal_fracao: answers.text('prop_horizontal_fracao'),
  };
}

/** Whether a simplified report in the quote was ordered with urgent service. */
export function isUrgentIpredialItem(item: ItemWithOptions): boolean {
  return item.product_id === PRODUCT_IDS.simplifiedReport && answersOf(item.options).flag('urgente');
}
