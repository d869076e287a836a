import { describe, expect, test } from 'vitest';
import { SPANISH_MONTHS, dayNumber, parseSpecDate } from './dates.ts';

describe('dates typed by the buyer (spec 5)', () => {
  test.each(SPANISH_MONTHS.map((month, index) => [month, index + 1] as const))(
    '[dates] the Spanish abbreviation %s reads as month %i',
    (month, number) => {
      expect(parseSpecDate(`05-${month}-2004`)).toEqual({ year: 2004, month: number, day: 5 });
    },
  );

  test('[dates] the written form ignores case and surrounding spaces, and takes one-digit days', () => {
    expect(parseSpecDate(' 7-ENE-1999 ')).toEqual({ year: 1999, month: 1, day: 7 });
  });

  test.each([['5/1/2004'], ['05/01/2004'], ['5.1.2004'], ['05.01.2004'], ['5-1-2004'], ['05-01-2004']])(
    '[dates] %s reads as 5 January 2004',
    (typed) => {
      expect(parseSpecDate(typed)).toEqual({ year: 2004, month: 1, day: 5 });
    },
  );

  test.each([
    ['31/02/2020', 'no 31 February'],
    ['29/02/2021', 'no 29 February outside a leap year'],
    ['31-abr-2020', 'April has 30 days'],
    ['00/01/2020', 'day 0'],
    ['12/13/2020', 'month 13'],
    ['05-jan-2004', 'an English abbreviation'],
    ['05/01-2004', 'mixed separators'],
    ['05/01/04', 'a two-digit year'],
    ['2004-01-05', 'year first'],
    ['', 'nothing'],
    ['ayer', 'words'],
  ])('[dates] %s is refused (%s)', (typed) => {
    expect(parseSpecDate(typed)).toBeNull();
  });

  test('[dates] 29 February of a leap year is a real date', () => {
    expect(parseSpecDate('29-feb-2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test('[dates] day numbers order dates', () => {
    const earlier = parseSpecDate('31/12/2005');
    const later = parseSpecDate('01-ene-2006');
    expect(earlier && later && dayNumber(later) - dayNumber(earlier)).toBe(1);
  });
});
