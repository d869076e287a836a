import * as v from 'valibot';
import { beforeEach, describe, expect, test } from 'vitest';
import { local } from '../lib/storage.ts';
import { createFlow } from './flow.ts';
import { LAST_REQUEST_MAX_AGE_DAYS, forgetLastRequests, readLastRequest, rememberLastRequest, reuseLastRequest } from './last-request.ts';

const schema = v.object({ parish: v.string(), article: v.string() });
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);
const flow = createFlow({
  id: 'last-request-test',
  routes: { steps: ['step1', 'step2'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
  initialForm: () => ({ parish: '', article: '' }),
  schema,
});

beforeEach(() => {
  forgetLastRequests();
  flow.reset();
});

describe('the last request of a wizard, kept locally (spec 3; docs/decisions/038)', () => {
  test('[wizard] it is read back while younger than the limit, and never from the future', () => {
    rememberLastRequest('last_certidao_form', { parish: 'Paranhos', article: '1234' }, NOW);
    expect(readLastRequest('last_certidao_form', schema, NOW + DAY)).toEqual({ date: NOW, form: { parish: 'Paranhos', article: '1234' } });
    expect(readLastRequest('last_certidao_form', schema, NOW + (LAST_REQUEST_MAX_AGE_DAYS + 1) * DAY)).toBeNull();
    expect(readLastRequest('last_certidao_form', schema, NOW - DAY)).toBeNull();
  });

  test('[wizard] a stored form its flow no longer accepts reads as none', () => {
    local.set('last_certidao_form', { date: NOW, form: { parish: 12 } });
    expect(readLastRequest('last_certidao_form', schema, NOW)).toBeNull();
  });

  test('[wizard] reusing it fills the flow and marks every step answered, so the review opens', () => {
    flow.update({ parish: 'Sé', article: '' });
    reuseLastRequest(flow, { parish: 'Paranhos', article: '1234' });
    expect(flow.state.form).toEqual({ parish: 'Paranhos', article: '1234' });
    expect(flow.firstInvalidBefore(flow.addToCart)).toBeUndefined();
  });

  test('[wizard] logging out forgets every last request', () => {
    for (const key of ['last_certidao_form', 'last_predial_form', 'last_qp_form'] as const) rememberLastRequest(key, { parish: 'x' }, NOW);
    forgetLastRequests();
    expect((['last_certidao_form', 'last_predial_form', 'last_qp_form'] as const).map((key) => local.get(key))).toEqual([null, null, null]);
  });
});
