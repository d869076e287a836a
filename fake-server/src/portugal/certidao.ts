import type { CartItem, ItemOption } from '#contracts/api/cart.ts';
import {
  foreignModeFields,
  identificationModeOf,
  MODE_FIELDS,
  type IdentificationMode,
} from '#contracts/rules/certificate-identification.ts';
import type { CertidaoEdit, CertidaoIdentification, FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import { optionFlag } from '#contracts/rules/portuguese-items.ts';
import { isArticleNumber, isBookEntryNumber, isFichaNumber, isSection } from '#contracts/rules/portuguese-rules.ts';
import { HttpError } from '../errors.ts';
import { itemOption } from '../state/cart-items.ts';
import type { PortugalData } from './portugal-data.ts';
import { checkedFraction, FIELD, fractionOptions, parishOf, parishOption } from './property-place.ts';

/**
 * The permanent certificate (Certidão Permanente, 18414): the checks of the real backend, and the quote
 * item's options (contracts/src/rules/portuguese-items.ts says how they are written and read back). The cart
 * line reads e.g. 'Paranhos (Porto, Porto), Artigo urbano 1234, Fração B'.
 */

export interface CheckedCertidao {
  /** The edit as the item keeps it: texts trimmed, section and fraction upper case. */
  edit: CertidaoEdit;
  parish: FreguesiaSuggestion;
}

/** Every rule of the certificate's fields (the wizard's and the edit dialog's); 400 naming the field otherwise. */
export function checkCertidaoEdit(data: CertidaoEdit, portugal: PortugalData): CheckedCertidao {
  const parish = parishOf(data, portugal, 'all');
  const edit: CertidaoEdit = {
    ...data,
    numero_artigo: data.numero_artigo.trim(),
    seccao: data.seccao.trim().toUpperCase(),
    num_livro: data.num_livro.trim(),
    livro: data.livro.trim(),
    folhas: data.folhas.trim(),
    num_ficha: data.num_ficha.trim(),
    prop_horizontal_fracao: checkedFraction(data),
  };
  const mode = identificationModeOf(edit);
  if (mode === null) {
    throw new HttpError(
      400,
      `${FIELD}/forma_identificar_*: exactly one of forma_identificar_matricial, forma_identificar_ficha and forma_identificar_livro must be true`,
    );
  }
  const [foreign] = foreignModeFields(edit);
  if (foreign !== undefined) throw new HttpError(400, `${FIELD}/${foreign} must be empty when the property is identified by ${mode}`);
  checkModeFields(edit, mode);
  if (edit.tipo_rustica && edit.prop_horizontal) {
    throw new HttpError(400, `${FIELD}/prop_horizontal: a rustic property (tipo_rustica) cannot be in horizontal property`);
  }
  return { edit, parish };
}

function checkModeFields(edit: CertidaoIdentification, mode: IdentificationMode): void {
  if (mode === 'matricial') {
    if (edit.tipo_rustica === edit.tipo_urbana) {
      throw new HttpError(400, `${FIELD}/tipo_rustica: exactly one of tipo_rustica and tipo_urbana must be true`);
    }
    if (!isArticleNumber(edit.numero_artigo)) {
      throw new HttpError(400, `${FIELD}/numero_artigo '${edit.numero_artigo}' is not an article number (digits, e.g. 1234)`);
    }
    if (edit.seccao !== '' && edit.tipo_urbana) throw new HttpError(400, `${FIELD}/seccao must be empty for an urban property`);
    if (edit.seccao !== '' && !isSection(edit.seccao)) {
      throw new HttpError(400, `${FIELD}/seccao '${edit.seccao}' is not a cadastral section (letters and digits, e.g. AB)`);
    }
  } else if (mode === 'ficha') {
    if (!isFichaNumber(edit.num_ficha)) {
      throw new HttpError(400, `${FIELD}/num_ficha '${edit.num_ficha}' is not a description number (e.g. 2543 or 2543/19970317)`);
    }
  } else {
    if (!isBookEntryNumber(edit.num_livro)) throw new HttpError(400, `${FIELD}/num_livro '${edit.num_livro}' must be digits`);
    if (edit.livro === '') throw new HttpError(400, `${FIELD}/livro is required when the property is identified by livro`);
    if (edit.folhas === '') throw new HttpError(400, `${FIELD}/folhas is required when the property is identified by livro`);
  }
}

/** How the identification prints: 'Artigo urbano 1234', 'Artigo rústico 56, secção AB', 'Descrição n.º 2543/19970317'... */
function identificationPrint(edit: CertidaoIdentification, mode: IdentificationMode): string {
  if (mode === 'matricial') {
    const article = `Artigo ${edit.tipo_urbana ? 'urbano' : 'rústico'} ${edit.numero_artigo}`;
    return edit.seccao === '' ? article : `${article}, secção ${edit.seccao}`;
  }
  if (mode === 'ficha') return `Descrição n.º ${edit.num_ficha}`;
  return `Descrição n.º ${edit.num_livro}, livro ${edit.livro}, fls. ${edit.folhas}`;
}

const MODE_FIELD_LABELS = {
  tipo_rustica: 'Prédio rústico',
  tipo_urbana: 'Prédio urbano',
  numero_artigo: 'Artigo matricial',
  seccao: 'Secção',
  num_ficha: 'Número da descrição',
  num_livro: 'Número da descrição',
  livro: 'Livro',
  folhas: 'Folhas',
} as const satisfies Record<(typeof MODE_FIELDS)[IdentificationMode][number], string>;

/**
 * The item's options for a checked certificate: the parish, the identification (one printed option
 * `forma_identificar_<mode>`, then the mode's own fields unprinted) and the fraction.
 */
export function certidaoOptions({ edit, parish }: CheckedCertidao): ItemOption[] {
  const mode = identificationModeOf(edit) ?? 'ficha';
  const modeFields = MODE_FIELDS[mode].map((field) => {
    const value = edit[field];
    return itemOption(field, MODE_FIELD_LABELS[field], typeof value === 'boolean' ? optionFlag(value) : value, '');
  });
  return [
    parishOption(parish),
    { ...itemOption(`forma_identificar_${mode}`, 'Identificação', optionFlag(true), identificationPrint(edit, mode)), option_value: mode },
    ...modeFields,
    ...fractionOptions(edit),
  ];
}

/** Applies the edit dialog's fields to a certificate in the quote, in place; the price paid stays. */
export function applyCertidaoEdit(item: CartItem, data: CertidaoEdit, portugal: PortugalData): CartItem {
  item.options = certidaoOptions(checkCertidaoEdit(data, portugal));
  return item;
}
