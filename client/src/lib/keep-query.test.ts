import { describe, expect, test } from 'vitest';
import { ROUTES, providerReturnUrl, threeDsReturnUrl } from '#contracts/constants/client-routes.ts';
import { changeLinkTarget } from './review-return.ts';
import { keepQuery } from './keep-query.ts';

describe('[query] an in-app link or redirect keeps the query string (spec 2, issue 41)', () => {
  test('the store and the campaign tags go with the buyer to the next page', () => {
    expect(keepQuery(ROUTES.services, '?store=16&utm_source=x')).toBe(`${ROUTES.services}?store=16&utm_source=x`);
    expect(keepQuery(ROUTES.product.start(18444), '?store=16&utm_source=x&utm_campaign=a%20b')).toBe(
      `${ROUTES.product.start(18444)}?store=16&utm_source=x&utm_campaign=a+b`,
    );
  });

  test('with no query there is nothing to add', () => {
    expect(keepQuery(ROUTES.services, '')).toBe(ROUTES.services);
    expect(keepQuery(ROUTES.services, '?')).toBe(ROUTES.services);
  });

  test("the target's own parameters win over the current ones", () => {
    expect(keepQuery(threeDsReturnUrl('1400104120'), '?store=16&order_id=1')).toBe(
      `${ROUTES.checkout.threeDs}?store=16&order_id=1400104120`,
    );
  });

  test('a payment page’s order and the provider’s way back stay on their page', () => {
    const providerPage = new URL(providerReturnUrl('paypal', '1400104120'), 'https://x.test');
    const search = `${providerPage.search}&store=16&t=99`;
    expect(keepQuery(ROUTES.servicesReset, search)).toBe(`${ROUTES.servicesReset}?store=16`);
    expect(keepQuery(ROUTES.checkout.successOf('1400104120'), search)).toBe(`${ROUTES.checkout.successOf('1400104120')}?store=16`);
  });

  test('a review’s way back is kept, so a step guard returns the buyer to it', () => {
    const review = changeLinkTarget(ROUTES.simpleNote.step('step6'), '?store=14', ROUTES.simpleNote.step('step3'));
    const search = review.slice(review.indexOf('?'));
    expect(keepQuery(ROUTES.simpleNote.step('step2'), search)).toBe(`${ROUTES.simpleNote.step('step2')}${search}`);
  });

  test('a hash stays at the end', () => {
    expect(keepQuery(`${ROUTES.services}#main`, '?store=16')).toBe(`${ROUTES.services}?store=16#main`);
  });

  test('an address of another site is left as it is', () => {
    expect(keepQuery('https://pay.example/checkout', '?store=16')).toBe('https://pay.example/checkout');
    expect(keepQuery('//evil.example/x', '?store=16')).toBe('//evil.example/x');
  });
});
