import type { NotaSimpleForm, PreValidateNsResponse } from '#contracts/api/spain.ts';
import { local } from '../lib/storage.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/**
 * What the backend concludes from a Nota Simple before the buyer pays (unknown owner, slow registry,
 * custom urgency, notes to show). The answer is kept under the local key pre_validate_ns (spec 3). A failure
 * shows no error banner: the wizard says it could not check and lets the buyer go on.
 */
export async function preValidateNs(form: NotaSimpleForm): Promise<PreValidateNsResponse> {
  const answer = await callEndpoint('preValidateNs', { body: { form } }, { reportFailure: false });
  local.set('pre_validate_ns', answer);
  return answer;
}

/**
 * The pre-validation of a request, asked again on every mount so pre_validate_ns always holds the answer to
 * the request on screen. Null (no municipality chosen yet) asks nothing.
 */
export function usePreValidation(form: NotaSimpleForm | null): Resource<PreValidateNsResponse> {
  const key = form === null ? null : `pre-validate-ns:${JSON.stringify(form)}`;
  // Only called with a key, so with a form.
  return useResource(key, () => preValidateNs(form as NotaSimpleForm), { fresh: true });
}
