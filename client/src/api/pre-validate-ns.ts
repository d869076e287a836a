import type { NotaSimpleForm, PreValidateNsResponse } from '#contracts/spain.ts';
import { local } from '../lib/storage.ts';
import { callEndpoint } from './client.ts';

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
