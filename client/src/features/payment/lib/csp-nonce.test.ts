// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { cspNonce } from './csp-nonce.ts';

describe('the page’s script nonce', () => {
  test('[csp] is read from the first script that carries one', () => {
    document.head.innerHTML =
      '<script type="application/json">{}</script><script type="application/json" nonce="abc123">{}</script><script type="application/json" nonce="other">{}</script>';
    expect(cspNonce()).toBe('abc123');
  });

  test('[csp] is empty on a page without one (the dev server)', () => {
    document.head.innerHTML = '<script type="application/json">{}</script>';
    expect(cspNonce()).toBe('');
  });
});
