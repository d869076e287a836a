// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { noticeState, resetNoticeState } from '../../../stores/notice-store.ts';
import { extractProviderForm, submitProviderForm } from './provider-form.ts';
import { RefusedUrlError } from './server-url.ts';

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

describe('the provider form is submitted only to an http(s) address', () => {
  const page = (action: string) => `<form method="post" action="${action}"><input type="hidden" name="order_id" value="1420000001"></form>`;

  afterEach(() => {
    resetNoticeState();
    for (const form of document.querySelectorAll('form')) form.remove();
  });

  test('[paypal] a form whose action is javascript: is never submitted: logged, and the generic error shown', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(() => submitProviderForm(page('javascript:alert(document.cookie)'), 'PayPal form')).toThrow(RefusedUrlError);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Refused to follow the PayPal form action URL'));
    expect(noticeState.callFailed).toBe(true);
  });

  test('[paypal] a form with an https action (or a path of the site) is submitted', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(submitProviderForm(page('https://www.sandbox.paypal.example/checkout'), 'PayPal form')).toBe(true);
    expect(submitProviderForm(page('/redsys/sandbox/checkout'), 'Bizum form')).toBe(true);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(noticeState.callFailed).toBe(false);
  });
});
