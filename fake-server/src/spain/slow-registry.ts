import { distance } from 'fastest-levenshtein';

/**
 * spec 5: a registry is slow when its municipality name is within edit distance under 2 of a name
 * on the slow-registry list (fixtures/es/slow-registries.json). Names are compared in lower case, so
 * 'MARBELLA' and 'Marbela' both count, and 'Marbel' does not. The list lives only in the backend:
 * the client learns the answer from the registry search (`lento`).
 */
export function isSlowRegistry(municipality: string, slowNames: readonly string[]): boolean {
  const name = municipality.trim().toLowerCase();
  return slowNames.some((slow) => distance(name, slow.toLowerCase()) < 2);
}
