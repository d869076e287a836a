// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { extractProviderForm } from './provider-form.ts';

test('[paypal] the form of the provider page is extracted with its hidden fields, without its scripts', () => {
  const html = `<!doctype html><html><body><script>window.evil = 1</script>
    <form method="get" action="/paypal/sandbox/checkout"><input type="hidden" name="order_id" value="1420000001">
    <input type="hidden" name="amount" value="20.76"><button>Go</button></form></body></html>`;
  const form = extractProviderForm(html);
  expect(form?.getAttribute('action')).toBe('/paypal/sandbox/checkout');
  expect(form?.method).toBe('get');
  expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ order_id: '1420000001', amount: '20.76' });
  expect(form?.querySelector('script')).toBeNull();
});

test('[paypal] a page without a form gives nothing to submit', () => {
  expect(extractProviderForm('<p>Sorry</p>')).toBeNull();
});
