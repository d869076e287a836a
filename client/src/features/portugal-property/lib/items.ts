import type { CartItem } from '#contracts/api/cart.ts';
import type { FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import { certidaoEditOfItem, ipredialEditOfItem } from '#contracts/rules/portuguese-items.ts';
import type { CertificateForm } from './certificate-flow.ts';
import type { ReportForm } from './report-flow.ts';

/** The parish an item names: its code, and what the cart prints for it ('Cedofeita (Porto, Porto)'). */
function parishOfItem(item: CartItem, code: string): FreguesiaSuggestion {
  const option = item.options.find((candidate) => candidate.option_id === 'distrito_concelho_freguesia');
  const label = option?.print_value || code;
  return { label, value: code, freguesia: label, concelho: '', distrito: '' };
}

/** A certificate item's answers as the wizard's form, for the edit dialog; null when the item does not hold them. */
export function certificateFormOfItem(item: CartItem): CertificateForm | null {
  const edit = certidaoEditOfItem(item);
  if (edit === null) return null;
  const { distrito_concelho_freguesia, prop_horizontal, prop_horizontal_fracao, ...identification } = edit;
  return {
    quiere_un_certidao: true,
    freguesia: parishOfItem(item, distrito_concelho_freguesia),
    ...identification,
    horizontal: prop_horizontal ? 'si' : 'no',
    prop_horizontal_fracao,
  };
}

/** A simplified report item's answers as the wizard's form (urgency aside: it is paid for and stays). */
export function reportFormOfItem(item: CartItem): ReportForm | null {
  const edit = ipredialEditOfItem(item);
  if (edit === null) return null;
  return {
    quiere_un_predial: true,
    freguesia: parishOfItem(item, edit.distrito_concelho_freguesia),
    tiene_numero: edit.tiene_numero ? 'si' : 'no',
    num_ficha: edit.num_ficha,
    horizontal: edit.prop_horizontal ? 'si' : 'no',
    prop_horizontal_fracao: edit.prop_horizontal_fracao,
    urgente: 'no',
  };
}
