import { describe, expect, test } from 'vitest';
import { emptyIdentification, foreignModeFields, identificationModeOf, withIdentificationMode } from './certificate-identification.ts';
import type { CertidaoIdentification } from '../api/portugal.ts';

/** Answers typed in every mode, as a buyer who tried each one would leave them. */
const everythingTyped = (): CertidaoIdentification => ({
  forma_identificar_matricial: true,
  forma_identificar_livro: false,
  forma_identificar_ficha: false,
  tipo_rustica: true,
  tipo_urbana: false,
  numero_artigo: '567',
  seccao: 'AB',
  num_livro: '345',
  livro: 'B-12',
  folhas: '123 v.',
  num_ficha: '2543/19970317',
});

describe('[certificate] identification modes', () => {
  test('[certificate] choosing ficha keeps the description number and clears the matricial and livro answers', () => {
    expect(withIdentificationMode(everythingTyped(), 'ficha')).toEqual({
      ...emptyIdentification(),
      forma_identificar_ficha: true,
      num_ficha: '2543/19970317',
    });
  });

  test('[certificate] choosing matricial keeps type, article and section and clears the others', () => {
    expect(withIdentificationMode(everythingTyped(), 'matricial')).toEqual({
      ...emptyIdentification(),
      forma_identificar_matricial: true,
      tipo_rustica: true,
      numero_artigo: '567',
      seccao: 'AB',
    });
  });

  test('[certificate] choosing livro keeps the book entry and clears the others', () => {
    expect(withIdentificationMode(everythingTyped(), 'livro')).toEqual({
      ...emptyIdentification(),
      forma_identificar_livro: true,
      num_livro: '345',
      livro: 'B-12',
      folhas: '123 v.',
    });
  });

  test('[certificate] other fields of the form (the parish, the fraction) are left alone', () => {
    const form = { ...everythingTyped(), distrito_concelho_freguesia: '131210', prop_horizontal_fracao: 'B' };
    expect(withIdentificationMode(form, 'ficha')).toMatchObject({ distrito_concelho_freguesia: '131210', prop_horizontal_fracao: 'B' });
  });

  test('[certificate] the mode is the one flag set; none or two is no mode', () => {
    expect(identificationModeOf(withIdentificationMode(everythingTyped(), 'livro'))).toBe('livro');
    expect(identificationModeOf(emptyIdentification())).toBeNull();
    expect(identificationModeOf({ ...everythingTyped(), forma_identificar_ficha: true })).toBeNull();
  });

  test('[certificate] foreignModeFields names the other modes’ fields that are not empty', () => {
    expect(foreignModeFields(everythingTyped())).toEqual(['num_ficha', 'num_livro', 'livro', 'folhas']);
    expect(foreignModeFields(withIdentificationMode(everythingTyped(), 'matricial'))).toEqual([]);
    expect(foreignModeFields({ ...withIdentificationMode(everythingTyped(), 'ficha'), tipo_urbana: true })).toEqual(['tipo_urbana']);
    expect(foreignModeFields(emptyIdentification())).toEqual([]);
  });
});
