import type { FreguesiaSuggestion } from '../portugal.ts';

/** A parish of Porto as /freguesias.php suggests it (DICOFRE 131702). */
export function cedofeitaExample(): FreguesiaSuggestion {
  return { label: 'Cedofeita (Porto, Porto)', value: '131702', freguesia: 'Cedofeita', concelho: 'Porto', distrito: 'Porto' };
}
