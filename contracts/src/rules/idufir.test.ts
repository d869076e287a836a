import { describe, expect, test } from 'vitest';
import { checkIdufir, isValidIdufir } from './idufir.ts';

describe('[identifiers] IDUFIR / CRU', () => {
  test('[identifiers] 14 digits are accepted, with the spaces or dashes they may be written with', () => {
    expect(checkIdufir('28083000123456')).toEqual({ valid: true, idufir: '28083000123456' });
    expect(isValidIdufir('28083 000 123 456')).toBe(true);
    expect(isValidIdufir('2808-3000-1234-56')).toBe(true);
  });

  test('[identifiers] another length says the length is wrong', () => {
    expect(checkIdufir('2808300012345')).toEqual({ valid: false, problem: 'length' });
    expect(checkIdufir('280830001234567')).toEqual({ valid: false, problem: 'length' });
    expect(checkIdufir('')).toEqual({ valid: false, problem: 'length' });
  });

  test('[identifiers] letters among the 14 characters say the characters are wrong', () => {
    expect(checkIdufir('2808300012345A')).toEqual({ valid: false, problem: 'characters' });
  });
});
