// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { BACK_LOGIN_PAGE_MAX_AGE_MS, isSafeBackPath, rememberBackAfterLogin, takeBackAfterLogin } from './back-after-login.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => localStorage.clear());

describe('back after login (local back_login_page)', () => {
  test('[login] the remembered page is given back once', () => {
    rememberBackAfterLogin(ROUTES.account.order('1400004022'), 1000);
    expect(takeBackAfterLogin(2000)).toBe(ROUTES.account.order('1400004022'));
    expect(takeBackAfterLogin(2000)).toBeNull();
  });

  test('[login] a page remembered too long ago is forgotten', () => {
    rememberBackAfterLogin(ROUTES.account.orders, 0);
    expect(takeBackAfterLogin(BACK_LOGIN_PAGE_MAX_AGE_MS + 1)).toBeNull();
  });

  test.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'customer/orders', ROUTES.authenticate, '/a b'])(
    '[login] %s is never a page to go back to',
    (path) => {
      expect(isSafeBackPath(path)).toBe(false);
      rememberBackAfterLogin(path, 1);
      expect(takeBackAfterLogin(2)).toBeNull();
    },
  );

  test('[login] a tampered stored value is ignored', () => {
    localStorage.setItem('back_login_page', JSON.stringify({ path: '//evil.example', date: 1 }));
    expect(takeBackAfterLogin(2)).toBeNull();
    localStorage.setItem('back_login_page', 'ROUTES.account.orders');
    expect(takeBackAfterLogin(2)).toBeNull();
  });
});
