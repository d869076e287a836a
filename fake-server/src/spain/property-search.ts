import type { ItemOption } from '#contracts/api/cart.ts';
import { NOTA_SIMPLE_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import type { PropertySearchForm } from '#contracts/api/spain.ts';
import { propertySearchFormProblems } from '#contracts/rules/property-search-rules.ts';
import { normaliseTaxId } from '#contracts/rules/spanish-tax-ids.ts';
import { HttpError } from '../errors.ts';
import type { Visitor } from '../state/types.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { itemOption } from '../state/cart-items.ts';

/**
 * Every rule of a property search request (contracts/src/rules/property-search-rules.ts, the wizard's own), and the Nota
 * Simple it comes from being in the cart; 400 naming the field otherwise. Answers the nota simple it comes from.
 */
export function checkPropertySearchForm(form: PropertySearchForm, visitor: Visitor): string | null {
  const [problem] = propertySearchFormProblems(form);
  if (problem !== undefined) throw new HttpError(400, `body/form/${problem.field} ${problem.message}`);
  if (!form.proviene_de_ns) return null;
  const origin = visitor.cart.find((item) => item.id === form.origin_id && NOTA_SIMPLE_PRODUCT_IDS.includes(item.product_id));
  if (form.origin !== 'ns' || origin === undefined) {
    throw new HttpError(400, 'body/form/origin_id is not a Nota Simple in the cart (body/form/proviene_de_ns is true)');
  }
  return origin.id;
}

/** The item's options: who is searched, and how many properties at what price, as the cart shows them. */
export function propertySearchOptions(
  form: PropertySearchForm,
  prices: { service: number; perProperty: number; total: number },
): ItemOption[] {
  const who = form.opcion_persona
    ? [
        itemOption('opcion_persona', 'Tipo', 'persona', ''),
        itemOption('nombre_persona', 'Nombre', form.nombre_persona.trim(), form.nombre_persona.trim()),
        itemOption('dni', 'DNI/NIE', normaliseTaxId(form.dni), normaliseTaxId(form.dni)),
      ]
    : [
        itemOption('opcion_empresa', 'Tipo', 'empresa', ''),
        itemOption('nombre_empresa', 'Empresa', form.nombre_empresa.trim(), form.nombre_empresa.trim()),
        itemOption('cif_empresa', 'CIF', form.cif_empresa, form.cif_empresa),
      ];
  const count =
    form.num_propiedades === 'todas'
      ? `Todas las propiedades: ${formatEuro(prices.service)} + ${formatEuro(prices.perProperty)} por propiedad encontrada`
      : `Hasta ${form.num_propiedades} ${form.num_propiedades === '1' ? 'propiedad' : 'propiedades'}: ${formatEuro(prices.total)}`;
  return [...who, itemOption('num_propiedades', 'Número de propiedades', form.num_propiedades, count)];
}
