import type { CartItem } from '#contracts/cart.ts';
import type { GenericForm } from '#contracts/generic.ts';
import { cartItemExample } from './examples.ts';

/** The deed copy (18458) answered with the deed data, as the generic flow sends it (spec 3 "Generic form"). */
export function deedCopyFormExample(): GenericForm {
  return {
    product_id: '18458',
    values: [
      { option_id: '1648', product_id: '18458', type: 'radio', value: '40009' },
      { option_id: '1655', product_id: '18458', type: 'radio', value: '4324' },
      { option_id: '20021', product_id: '18458', type: 'field', value: 'María López Ruiz' },
      { option_id: '20023', product_id: '18458', type: 'date', value: '12-ene-2004' },
      { option_id: '20020', product_id: '18458', type: 'radio', value: '40011' },
    ],
  };
}

/** The cart item the backend makes of that form: each answer printed, priced 99 + 20.76 + 86. */
export function addedDeedCopyExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500001',
    product_id: '18458',
    product_name: 'Copia de escritura',
    referencia: 'Q-2026-500001',
    options: [
      { option_id: '1648', option_value: '40009', value: '40009', print_value: 'Sí, es de una propiedad', label: '¿La escritura es de una propiedad?' },
      { option_id: '20021', option_value: '', value: 'María López Ruiz', print_value: 'María López Ruiz', label: 'Nombre del notario' },
    ],
    extra: { current_price: 205.76 },
    ...overrides,
  });
}

/** The birth certificate (18444) with one answer: linked to an item already in the cart. */
export function birthCertificateFormExample(): GenericForm {
  return {
    product_id: '18444',
    values: [{ option_id: '20028', product_id: '18444', type: 'field', value: 'Lucía Martín Gómez' }],
  };
}
