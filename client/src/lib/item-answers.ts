import type { CartItem } from '#contracts/api/cart.ts';

/** One answer of a cart item as the cart menu shows it: the question's label and the printed answer. */
export interface ItemAnswer {
  label: string;
  value: string;
}

type ItemOption = CartItem['options'][number];

/** A yes/no answer ('Sí', 'No, es de 2006 o posterior', 'Não', 'Yes'): it tells the buyer nothing about which item this is. */
const YES_NO = /^(s[ií]|no|sim|n[ãa]o|yes)(\s*[,.]|$)/i;
/** Labels of answers that name who or what the document is about (a located property's registry finca included). */
const NAME_LABEL = /nombre|titular|apellidos|persona|empresa|sociedad|name|nome|entidade|matr[ií]cula|notari|finca registral/i;
/** Labels of answers that say where. */
const PLACE_LABEL =
  /direcci[oó]n|domicilio|address|morada|municipio|localidad|lugar|ciudad|place|city|freguesia|concelho|distrito|provincia/i;

/**
 * How telling an answer is, lower first: a name, then a place, then another typed answer (a date, a number),
 * then a chosen value. Null for an answer not worth a line: empty, or a bare yes/no.
 */
function rank({ label, print_value: value, option_value: chosen }: ItemOption): number | null {
  const printed = value.trim();
  if (printed === '' || YES_NO.test(printed)) return null;
  if (NAME_LABEL.test(label)) return 0;
  if (PLACE_LABEL.test(label)) return 1;
  return chosen === '' ? 2 : 3;
}

const NONE_PRICED: ReadonlySet<string> = new Set();

/**
 * What an item's line says it is, the same in the cart menu, at payment and on the success page (issue 41): its most
 * telling answers, at most `limit` (four: a Nota Simple's owner, address, municipality and urgency all fit; a located
 * property's owner, finca and registry, municipality and description), as label and answer, ranked by rank() and
 * otherwise in the order asked, skipping an answer that repeats one already shown (the province after a municipality of
 * the same name). Then every priced answer (`priced`: the options whose answers make part of its price,
 * pricedOptionIds), in the order asked, whatever its rank, a yes/no included: the line explains its price.
 */
export function itemAnswers(
  item: { readonly options: readonly ItemOption[] },
  limit = 4,
  priced: ReadonlySet<string> = NONE_PRICED,
): ItemAnswer[] {
  const ranked = item.options
    .map((option, order) => ({ option, order, rank: priced.has(option.option_id) ? null : rank(option) }))
    .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  const shown: ItemAnswer[] = [];
  for (const { option } of ranked) {
    if (shown.length === limit) break;
    const value = option.print_value.trim();
    if (shown.some((answer) => answer.value === value)) continue;
    shown.push({ label: option.label.trim(), value });
  }
  const pricedAnswers = item.options
    .filter((option) => priced.has(option.option_id) && option.print_value.trim() !== '')
    .map((option) => ({ label: option.label.trim(), value: option.print_value.trim() }));
  return [...shown, ...pricedAnswers];
}
