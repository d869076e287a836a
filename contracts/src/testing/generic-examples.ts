import type { CartItem } from '../cart.ts';
import type { GenericForm } from '../generic.ts';
import type { Product } from '../product.ts';
import { PRODUCT_IDS } from '../product-ids.ts';
import { cartItemExample, productExample } from './examples.ts';

/** The birth certificate: a generic product, and the one product of the birth-certificate portal 22. */
const BIRTH_CERTIFICATE_ID = '18444';

/** The birth certificate as the catalogue sells it: on portal 22 and the registry and English portals. */
export function birthCertificateExample(): Product {
  return productExample({
    product_id: BIRTH_CERTIFICATE_ID,
    name: 'Certificado de nacimiento',
    price: 29.9,
    stores: [22, 1, 9, 12, 14, 21, 17, 18, 19, 20],
    visible_on_services: [22, 1, 9, 12, 14, 21, 17, 18, 19, 20],
    description: 'Tramitamos tu certificado de nacimiento ante el Registro Civil donde se inscribió el nacimiento.',
    short_description: 'Certificado de nacimiento del Registro Civil español: literal, extracto o plurilingüe.',
    meta_title: 'Certificado de nacimiento online',
    meta_description: 'Certificado de nacimiento del Registro Civil español: literal, extracto o plurilingüe.',
    options: [
      {
        option_id: '20028',
        product_id: BIRTH_CERTIFICATE_ID,
        type: 'field',
        is_require: '1',
        title: 'Nombre y apellidos de la persona inscrita',
        price: 0,
        opt_values: [],
        placeholder: 'Nombre y apellidos',
        index: 1,
      },
    ],
    group: 'Registro Civil',
  });
}

/** The deed copy answered with the deed data, as the generic flow sends it (spec 3 "Generic form"). */
export function deedCopyFormExample(): GenericForm {
  const product_id = PRODUCT_IDS.deedCopy;
  return {
    product_id,
    values: [
      { option_id: '1648', product_id, type: 'radio', value: '40009' },
      { option_id: '1655', product_id, type: 'radio', value: '4324' },
      { option_id: '20021', product_id, type: 'field', value: 'María López Ruiz' },
      { option_id: '20023', product_id, type: 'date', value: '12-ene-2004' },
      { option_id: '20020', product_id, type: 'radio', value: '40011' },
    ],
  };
}

/** The cart item the backend makes of that form: each answer printed, priced 99 + 20.76 + 86. */
export function addedDeedCopyExample(overrides: Partial<CartItem> = {}): CartItem {
  return cartItemExample({
    id: '500001',
    product_id: PRODUCT_IDS.deedCopy,
    product_name: 'Copia de escritura',
    referencia: 'Q-2026-500001',
    options: [
      {
        option_id: '1648',
        option_value: '40009',
        value: '40009',
        print_value: 'Sí, es de una propiedad',
        label: '¿La escritura es de una propiedad?',
      },
      { option_id: '20021', option_value: '', value: 'María López Ruiz', print_value: 'María López Ruiz', label: 'Nombre del notario' },
    ],
    extra: { current_price: 205.76 },
    ...overrides,
  });
}

/** The birth certificate with one answer: linked to an item already in the cart. */
export function birthCertificateFormExample(): GenericForm {
  return {
    product_id: BIRTH_CERTIFICATE_ID,
    values: [{ option_id: '20028', product_id: BIRTH_CERTIFICATE_ID, type: 'field', value: 'Lucía Martín Gómez' }],
  };
}

/** The cart item addgenericWithAssociation makes of that form, child of the cart item `parentId`. */
export function addedBirthCertificateExample(parentId: string): CartItem {
  return cartItemExample({
    id: '500002',
    product_id: BIRTH_CERTIFICATE_ID,
    product_name: 'Certificado de nacimiento',
    referencia: 'Q-2026-500002',
    parent_id: parentId,
    options: [
      {
        option_id: '20028',
        option_value: '',
        value: 'Lucía Martín Gómez',
        print_value: 'Lucía Martín Gómez',
        label: 'Nombre y apellidos de la persona inscrita',
      },
    ],
    extra: { current_price: 29.9 },
  });
}
