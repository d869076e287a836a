import type { CertidaoIdentification } from '../api/portugal.ts';

/**
 * The permanent certificate's identification modes (spec 5 "Certificate dialog: the identification mode keeps
 * its own fields and clears the others"). The wizard, the edit dialog and the backend all use this module.
 */
export const IDENTIFICATION_MODES = ['matricial', 'ficha', 'livro'] as const;
export type IdentificationMode = (typeof IDENTIFICATION_MODES)[number];

/** The fields each mode owns. */
export const MODE_FIELDS = {
  matricial: ['tipo_rustica', 'tipo_urbana', 'numero_artigo', 'seccao'],
  ficha: ['num_ficha'],
  livro: ['num_livro', 'livro', 'folhas'],
} as const satisfies Record<IdentificationMode, readonly (keyof CertidaoIdentification)[]>;

const FLAG = {
  matricial: 'forma_identificar_matricial',
  ficha: 'forma_identificar_ficha',
  livro: 'forma_identificar_livro',
} as const satisfies Record<IdentificationMode, keyof CertidaoIdentification>;

/** The mode whose flag is set, or null when none is (or, invalidly, more than one). */
export function identificationModeOf(
  identification: Pick<CertidaoIdentification, (typeof FLAG)[IdentificationMode]>,
): IdentificationMode | null {
  const set = IDENTIFICATION_MODES.filter((mode) => identification[FLAG[mode]]);
  return set.length === 1 ? (set[0] ?? null) : null;
}

export const emptyIdentification = (): CertidaoIdentification => ({
  forma_identificar_matricial: false,
  forma_identificar_livro: false,
  forma_identificar_ficha: false,
  tipo_rustica: false,
  tipo_urbana: false,
  numero_artigo: '',
  seccao: '',
  num_livro: '',
  livro: '',
  folhas: '',
  num_ficha: '',
});

/** The identification with `mode` chosen: its own fields kept, every other mode's fields cleared. */
export function withIdentificationMode<T extends CertidaoIdentification>(identification: T, mode: IdentificationMode): T {
  const cleared = emptyIdentification();
  const kept = Object.fromEntries(MODE_FIELDS[mode].map((field) => [field, identification[field]]));
  return { ...identification, ...cleared, ...kept, [FLAG[mode]]: true };
}

/** The fields of the modes other than the chosen one that are not empty (the backend refuses them). */
export function foreignModeFields(identification: CertidaoIdentification): (keyof CertidaoIdentification)[] {
  const mode = identificationModeOf(identification);
  if (mode === null) return [];
  const empty = emptyIdentification();
  return IDENTIFICATION_MODES.filter((other) => other !== mode)
    .flatMap((other) => MODE_FIELDS[other])
    .filter((field) => identification[field] !== empty[field]);
}
