import { describe, expect, test } from 'vitest';
import { BUILT_IN_OPTION_IDS, IDENTIFIER_OPTION_IDS, PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { catalogueProduct } from '#contracts/testing/catalogue.ts';
import { optionExample, radioExample } from '#contracts/testing/generic-examples.ts';
import { fieldIdOf, optionError, optionErrors } from './generic-rules.ts';

// The rules themselves are contracts/src/rules/generic-product-rules.ts's, tested there; these are the words the buyer reads.

const option = optionExample;
const radio = radioExample;

describe('option errors (spec 5)', () => {
  const texts = {
    write: 'Por favor, escribe el dato',
    choose: 'Por favor, selecciona una opción',
    invalidDate: 'Fecha no válida',
    invalidNipc: 'NIPC inválido',
    invalidPlate: 'Matrícula inválida',
    invalidPhone: 'Telefone inválido',
    cadastralLength: 'Longitud',
    cadastralCharacters: 'Caracteres',
    cadastralFirstControl: 'Primera letra de control',
    cadastralSecondControl: 'Segunda letra de control',
    againstDate: (date: string) => `No coincide con la fecha que has escrito (${date})`,
    notInList: (type: string, typed: string) => `${type}: elige de la lista; «${typed}» no está en ella.`,
  };
  test('[product] a required option left empty shows its own error, or the default by type', () => {
    expect(optionError(option('1', 1, { error: 'Escribe el notario' }), '', texts)).toBe('Escribe el notario');
    expect(optionError(option('1', 1), ' ', texts)).toBe('Por favor, escribe el dato');
    expect(optionError(radio('1', 1, ['a']), '', texts)).toBe('Por favor, selecciona una opción');
    expect(optionError(option('1', 1, { is_require: '0' }), '', texts)).toBeUndefined();
  });

  test('[product] a searched option with text typed but nothing picked says the text is not in the list, even when optional', () => {
    const birthplace = option('1', 1, { type: 'municipio' });
    expect(optionError(birthplace, '', texts, ' Madrd ')).toBe('municipio: elige de la lista; «Madrd» no está en ella.');
    expect(optionError(option('1', 1, { type: 'freguesia', is_require: '0' }), '', texts, 'Lapa')).toBe(
      'freguesia: elige de la lista; «Lapa» no está en ella.',
    );
    expect(optionError(birthplace, '', texts, '')).toBe('Por favor, escribe el dato');
    // A picked suggestion is the answer; a plain text option is never 'not in the list'.
    expect(optionError(birthplace, '28079', texts, '')).toBeUndefined();
    expect(optionError(option('1', 1), '', texts, 'Ana')).toBe('Por favor, escribe el dato');
  });

  test('[deed copy] step 5 shows "anterior a 2006" against a deed dated 12-ene-2010 as wrong, naming the date', () => {
    const deed = catalogueProduct(PRODUCT_IDS.deedCopy);
    const preTwoThousandSix = deed.options.filter((o) => o.option_id === '20025');
    const field = fieldIdOf({ option_id: '20025' });
    expect(optionErrors(preTwoThousandSix, { '20023': '12-ene-2010', '20025': '40012' }, texts)[field]).toBe(
      'No coincide con la fecha que has escrito (12-ene-2010)',
    );
    expect(optionErrors(preTwoThousandSix, { '20023': '12-ene-2010', '20025': '40013' }, texts)[field]).toBeUndefined();
    // without a date (no deed data) either answer is the buyer's
    expect(optionErrors(preTwoThousandSix, { '20025': '40012' }, texts)[field]).toBeUndefined();
  });

  test('[product] a date must be a real date', () => {
    expect(optionError(option('1', 1, { type: 'date' }), '30/02/2004', texts)).toBe('Fecha no válida');
    expect(optionError(option('1', 1, { type: 'date' }), '12-ene-2004', texts)).toBeUndefined();
  });

  test('[product] the commercial certificate refuses a NIPC whose check digit is wrong, or a 5-digit one', () => {
    const nipc = option(BUILT_IN_OPTION_IDS.nipc, 2);
    expect(optionError(nipc, '503 504 564', texts)).toBeUndefined();
    expect(optionError(nipc, '503504565', texts)).toBe('NIPC inválido');
    expect(optionError(nipc, '12345', texts)).toBe('NIPC inválido');
  });

  test('[identifiers] the Certificado catastral names the wrong part of a cadastral reference (issue 42)', () => {
    const reference = catalogueProduct(PRODUCT_IDS.cadastralCertificate).options.find(
      ({ option_id }) => option_id === IDENTIFIER_OPTION_IDS.cadastralReference,
    );
    if (!reference) throw new Error('the cadastral certificate has no reference option');
    expect(optionError(reference, '7837301-VG8173B-0001 TT', texts)).toBeUndefined();
    expect(optionError(reference, '783301VG8173B0001TT', texts)).toBe('Longitud');
    expect(optionError(reference, '7837301VG8173B000199', texts)).toBe('Caracteres');
    expect(optionError(reference, '7837301VG8173B0001NT', texts)).toBe('Primera letra de control');
    expect(optionError(reference, '7837301VG8173B0001TN', texts)).toBe('Segunda letra de control');
    expect(optionError(reference, '', texts)).toBe('Por favor, escribe el dato');
  });

  test('[product] the automobile certificate takes a plate of any Portuguese series, and an optional 9-digit phone', () => {
    const plate = option(BUILT_IN_OPTION_IDS.plate, 1);
    expect(optionError(plate, 'aa-12-bc', texts)).toBeUndefined();
    expect(optionError(plate, '12-AB-34', texts)).toBeUndefined();
    expect(optionError(plate, '1234567', texts)).toBe('Matrícula inválida');
    const phone = option(BUILT_IN_OPTION_IDS.contactPhone, 2, { is_require: '0' });
    expect(optionError(phone, '', texts)).toBeUndefined();
    expect(optionError(phone, '912 345 678', texts)).toBeUndefined();
    // the backend takes +351 before the 9 digits, so the wizard does too (one rule: isPortuguesePhone)
    expect(optionError(phone, '+351 912 345 678', texts)).toBeUndefined();
    expect(optionError(phone, '91234', texts)).toBe('Telefone inválido');
  });
});
