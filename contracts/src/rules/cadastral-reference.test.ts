import { describe, expect, test } from 'vitest';
import {
  cadastralControlLetters,
  checkCadastralReference,
  isValidCadastralReference,
  normaliseCadastralReference,
} from './cadastral-reference.ts';

/**
 * Real references published with python-stdnum's validator (stdnum/es/referenciacatastral.py and
 * tests/test_es_referenciacatastral.doctest, "found online and should all be valid numbers"), one of each kind.
 */
const PUBLISHED = {
  /** Lanteira town hall, an urban parcel (the module's own example, written as the Catastro prints it). */
  lanteiraTownHall: '7837301-VG8173B-0001 TT',
  /** Barcelona airport, a special property (BICE 4A, airports). */
  barcelonaAirport: '4A08169P03PRAT0001LR',
  /** A rural parcel in Badajoz (province 06): polygon 012, parcel 00245. */
  ruralBadajoz: '06011A012002450000QE',
  /** An urban flat, the 33rd property of its parcel. */
  urbanFlat: '0474001QE5307C0033DW',
  /** Written with spaces between its parts. */
  withSpaces: '9872023 VH5797S 0001 WX',
};

describe('[identifiers] Spanish cadastral reference', () => {
  test('[identifiers] a published reference is accepted, urban, rural or special, written any usual way', () => {
    for (const reference of Object.values(PUBLISHED)) expect(isValidCadastralReference(reference), reference).toBe(true);
    expect(checkCadastralReference(PUBLISHED.lanteiraTownHall)).toEqual({ valid: true, reference: '7837301VG8173B0001TT' });
    expect(isValidCadastralReference('7837301vg8173b0001tt')).toBe(true);
  });

  test('[identifiers] the control letters are computed over each half with the property number', () => {
    expect(cadastralControlLetters('7837301VG8173B0001')).toBe('TT');
    expect(cadastralControlLetters('4A08169P03PRAT0001')).toBe('LR');
    expect(cadastralControlLetters('06011A012002450000')).toBe('QE');
  });

  test('[identifiers] a reference of the wrong length says its length is wrong', () => {
    // python-stdnum's "missing digit" example
    expect(checkCadastralReference('783301 VG8173B 0001 TT')).toEqual({ valid: false, problem: 'length' });
    expect(checkCadastralReference('')).toEqual({ valid: false, problem: 'length' });
    expect(checkCadastralReference('7837301VG8173B0001TTX')).toEqual({ valid: false, problem: 'length' });
  });

  test('[identifiers] a reference with other characters says its characters are wrong', () => {
    // python-stdnum's "not alphanumeric" example
    expect(checkCadastralReference('7837301/VG8173B0001TT')).toEqual({ valid: false, problem: 'length' });
    expect(checkCadastralReference('7837301/VG8173B001TT')).toEqual({ valid: false, problem: 'characters' });
    expect(checkCadastralReference('7837301VG8173B000199')).toEqual({ valid: false, problem: 'characters' });
  });

  test('[identifiers] a wrong control letter is named: the first or the second', () => {
    // python-stdnum's "bad check digits" example: both letters are wrong, the first is named first
    expect(checkCadastralReference('7837301 VG8173B 0001 NN')).toEqual({ valid: false, problem: 'firstControl' });
    expect(checkCadastralReference('7837301VG8173B0001NT')).toEqual({ valid: false, problem: 'firstControl' });
    expect(checkCadastralReference('7837301VG8173B0001TN')).toEqual({ valid: false, problem: 'secondControl' });
    // a changed parcel character changes the letter of its half only
    expect(checkCadastralReference('7837301VG8173C0001TT')).toEqual({ valid: false, problem: 'secondControl' });
    expect(checkCadastralReference('7837302VG8173B0001TT')).toEqual({ valid: false, problem: 'firstControl' });
  });

  test('[identifiers] references are compared without spaces and dashes, in upper case', () => {
    expect(normaliseCadastralReference(' 7837301-vg8173b 0001 tt ')).toBe('7837301VG8173B0001TT');
  });
});
