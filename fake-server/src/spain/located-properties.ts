import type { CartItem, LocatedProperty } from '#contracts/api/cart.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

/**
 * What a delivered property search found (docs/decisions/038): invented for the fake backend, the same every time for
 * the same holder. The municipalities are real (INE codes, fixtures/README.md); offices, fincas and addresses are not.
 */
const PLACES = [
  { municipio: 'Madrid', provincia: 'Madrid', codigo_ine: '28079', offices: 55 },
  { municipio: 'Barcelona', provincia: 'Barcelona', codigo_ine: '08019', offices: 24 },
  { municipio: 'Sevilla', provincia: 'Sevilla', codigo_ine: '41091', offices: 17 },
  { municipio: 'València', provincia: 'Valencia/València', codigo_ine: '46250', offices: 17 },
  { municipio: 'Zaragoza', provincia: 'Zaragoza', codigo_ine: '50297', offices: 14 },
] as const;
const KINDS = ['Vivienda', 'Local comercial', 'Plaza de garaje', 'Trastero', 'Solar'] as const;
const STREETS = ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Carmen', 'Plaza de España', 'Calle Real'] as const;

/** FNV-1a of a text: a stable number to pick from. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

const answer = (item: CartItem, id: string) => item.options.find((option) => option.option_id === id)?.value ?? '';

/**
 * The properties a search item found, when it is a property search (18357): for a search of all properties one to
 * four, for a number of properties up to that number (at most three); none for any other item.
 */
export function locatedPropertiesFor(item: CartItem): LocatedProperty[] | undefined {
  if (item.product_id !== PRODUCT_IDS.propertySearchItem) return undefined;
  const holder = `${answer(item, 'nombre_persona')}${answer(item, 'nombre_empresa')}|${answer(item, 'dni')}${answer(item, 'cif_empresa')}`;
  const seed = hashOf(holder);
  const count = answer(item, 'num_propiedades');
  const found = count === 'todas' ? 1 + (seed % 4) : Math.min(Number(count) || 1, 1 + (seed % 3));
  return Array.from({ length: found }, (_, index) => {
    const pick = hashOf(`${holder}#${index}`);
    const place = PLACES[pick % PLACES.length] ?? PLACES[0];
    return {
      ref: String(index + 1),
      registro: `Registro de la Propiedad de ${place.municipio} número ${1 + (pick % place.offices)}`,
      finca: String(1000 + (pick % 90000)),
      municipio: place.municipio,
      provincia: place.provincia,
      codigo_ine: place.codigo_ine,
      descripcion: `${KINDS[(pick >>> 3) % KINDS.length] ?? KINDS[0]} en ${STREETS[(pick >>> 7) % STREETS.length] ?? STREETS[0]} ${1 + ((pick >>> 11) % 200)}`,
    };
  });
}
