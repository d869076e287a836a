import type { LightMyRequestResponse } from 'fastify';
import type { Browser } from './build.ts';

/** The forms of a simulated provider page (fake-server/src/payments/provider-page.ts): each one's action and hidden fields. */
export function providerForms(html: string): { action: string; fields: Record<string, string> }[] {
  const unescape = (text: string) =>
    text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  return [...html.matchAll(/<form method="get" action="([^"]*)"[^>]*>(.*?)<\/form>/g)].map(([, action = '', inputs = '']) => ({
    action: unescape(action),
    fields: Object.fromEntries(
      [...inputs.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name = '', value = '']) => [
        unescape(name),
        unescape(value),
      ]),
    ),
  }));
}

/**
 * The buyer on a provider's page (`page`, e.g. `/paypal/sandbox/checkout?order_id=…`) presses approve or fail: the
 * browser opens the page, then submits that button's form as it is. Answers the provider's redirect back.
 */
export async function answerProviderPage(browser: Browser, page: string, result: 'approve' | 'fail'): Promise<LightMyRequestResponse> {
  const shown = await browser.get(page);
  if (shown.statusCode !== 200) throw new Error(`${page} answered ${shown.statusCode}: ${shown.body}`);
  const form = providerForms(shown.body).find((candidate) => candidate.fields.result === result);
  if (form === undefined) throw new Error(`${page} has no ${result} button`);
  return browser.get(`${form.action}?${new URLSearchParams(form.fields)}`);
}
