import type { ItemOption } from '#contracts/api/cart.ts';
import type { FreguesiaSuggestion, FreguesiasQuery } from '#contracts/api/portugal.ts';
import { isFraction } from '#contracts/rules/portuguese-rules.ts';
import { optionFlag } from '#contracts/rules/portuguese-items.ts';
import { HttpError } from '../errors.ts';
import type { PortugalData } from './portugal-data.ts';
import { itemOption } from '../state/cart-items.ts';

/**
 * What the permanent certificate and the simplified report share: the parish the property is in and the
 * fraction of a building in horizontal property. Every check answers 400 naming the field ('body/form/...').
 */

export const FIELD = 'body/form';

interface Place {
  distrito_concelho_freguesia: string;
  prop_horizontal: boolean;
  prop_horizontal_fracao: string;
}

/** The parish the form names, as the search of `type` offers it; 400 naming the field otherwise. */
export function parishOf(place: Place, portugal: PortugalData, type: FreguesiasQuery['type']): FreguesiaSuggestion {
  const code = place.distrito_concelho_freguesia;
  const parish = portugal.parish(code, type);
  if (parish !== undefined) return parish;
  const elsewhere = portugal.parish(code, 'all');
  if (elsewhere !== undefined) {
    throw new HttpError(
      400,
      `${FIELD}/distrito_concelho_freguesia ${code} (${elsewhere.label}) is outside mainland Portugal, which this service covers`,
    );
  }
  throw new HttpError(400, `${FIELD}/distrito_concelho_freguesia ${code} is not a parish (DICOFRE) code`);
}

/** The fraction, upper case, when the property is in horizontal property; empty otherwise (400 naming the field). */
export function checkedFraction(place: Place): string {
  const fraction = place.prop_horizontal_fracao.trim().toUpperCase();
  if (place.prop_horizontal && !isFraction(fraction)) {
    throw new HttpError(400, `${FIELD}/prop_horizontal_fracao '${place.prop_horizontal_fracao}' is not a fraction (letters, e.g. A or AB)`);
  }
  if (!place.prop_horizontal && fraction !== '') {
    throw new HttpError(400, `${FIELD}/prop_horizontal_fracao must be empty when ${FIELD}/prop_horizontal is false`);
  }
  return fraction;
}

/** The parish option: its DICOFRE code as value and option_value, printed as the search labels it. */
export function parishOption(parish: FreguesiaSuggestion): ItemOption {
  return { ...itemOption('distrito_concelho_freguesia', 'Freguesia', parish.value, parish.label), option_value: parish.value };
}

/** The horizontal-property options; only the fraction prints ('Fração B'). */
export function fractionOptions(place: Place): ItemOption[] {
  const fraction = place.prop_horizontal_fracao;
  return [
    itemOption('prop_horizontal', 'Propriedade horizontal', optionFlag(place.prop_horizontal), ''),
    itemOption('prop_horizontal_fracao', 'Fração', fraction, place.prop_horizontal ? `Fração ${fraction}` : ''),
  ];
}
