import { expect, test } from 'vitest';
import { emailProblem } from './email-rules.ts';

test.each([
  ['', 'emailRequired'],
  ['   ', 'emailRequired'],
  ['ana', 'emailInvalid'],
  ['ana@example', 'emailInvalid'],
  ['ana @example.com', 'emailInvalid'],
  ['ana@example.com', null],
  [' ana@example.com ', null],
])('[customer] e-mail "%s" gives %s', (value, expected) => {
  expect(emailProblem(value)).toBe(expected);
});
