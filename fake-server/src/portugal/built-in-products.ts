import type { GenericValue } from '#contracts/api/generic.ts';
import { BUILT_IN_OPTION_IDS } from '#contracts/constants/product-ids.ts';
import { digitsOf, normaliseMatricula } from '#contracts/rules/portuguese-rules.ts';

/**
 * The answers of the built-in Portuguese products (spec 3: 18469 and 18470) as the item keeps them: a NIPC as its 9
 * digits, a plate as 'AA-00-00'; any other answer comes back unchanged. Whether they are well formed is the rule
 * module's check (contracts/src/rules/generic-product-rules.ts, answerProblem), which the client's wizard runs too.
 */
export function builtInAnswer(answer: Pick<GenericValue, 'option_id' | 'value'>): string {
  const value = answer.value.trim();
  switch (answer.option_id) {
    case BUILT_IN_OPTION_IDS.nipc:
      return digitsOf(value);
    case BUILT_IN_OPTION_IDS.plate:
      return normaliseMatricula(value) ?? value;
    default:
      return answer.value;
  }
}
