import { describe, expect, test } from 'vitest';
import { isAppPath } from './patterns.ts';

describe('a path of this app', () => {
  test.each(['/', '/customer/authenticate', '/customer/orders/1400004022', '/nota-simple/step1?store=9', '/certidão'])(
    '[paths] %s is a path of this app',
    (path) => expect(isAppPath(path)).toBe(true),
  );

  test.each([
    '//evil.example/phish',
    '/\\evil.example',
    '/customer\\..\\x',
    'https://evil.example/',
    'javascript:alert(1)',
    'customer/orders',
    '',
    '/a b',
    '/a\tb',
    '/a\u0000',
    '/a\u007f',
    '/a\u0085',
  ])('[paths] %j is not', (path) => expect(isAppPath(path)).toBe(false));
});
