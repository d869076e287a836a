import type { GenericValue } from '#contracts/generic.ts';
import { BUILT_IN_OPTION_IDS } from '#contracts/product-ids.ts';
import { digitsOf, isNipc, isPortuguesePhone, normaliseMatricula } from '#contracts/portuguese-rules.ts';
import { HttpError } from '../errors.ts';

/**
 * The answers of the built-in Portuguese products (spec 3: 18469 and 18470) that the real backend checks
 * beyond their presence. Returns the answer as the item keeps it (a NIPC as its 9 digits, a plate as
 * 'AA-00-00'); any other answer comes back unchanged. `field` is the answer's place in the body
 * ('body/form/values/1'); a wrong answer is a 400 naming its value.
 */
export function builtInAnswer(answer: Pick<GenericValue, 'option_id' | 'value'>, field: string): string {
  const value = answer.value.trim();
  switch (answer.option_id) {
    case BUILT_IN_OPTION_IDS.nipc:
      if (!isNipc(value)) throw new HttpError(400, `${field}/value: NIPC ${value} is not a valid NIPC (9 digits with its check digit)`);
      return digitsOf(value);
    case BUILT_IN_OPTION_IDS.plate: {
      const plate = normaliseMatricula(value);
      if (plate === null) {
        throw new HttpError(400, `${field}/value: '${value}' is not a Portuguese number plate (AA-00-00, 00-00-AA, 00-AA-00 or AA-00-AA)`);
      }
      return plate;
    }
    case BUILT_IN_OPTION_IDS.contactPhone:
      if (value !== '' && !isPortuguesePhone(value))
        throw new HttpError(400, `${field}/value: '${value}' is not a phone number (9 digits)`);
      return value;
    default:
      return answer.value;
  }
}
