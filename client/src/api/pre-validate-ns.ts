import type { NotaSimpleForm, PreValidateNsResponse } from '#contracts/api/spain.ts';
import { local } from '../lib/storage.ts';
import { isRecord, isStringList, otherShape } from './answer-shape.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/** True when the answer has the shape the client reads (spec 7 shows none: it is ours). */
function isPreValidation(answer: unknown): answer is PreValidateNsResponse {
  if (!isRecord(answer)) return false;
  const { ok, propietario_desconocido, registro_lento, servicio_urgente_custom, horas_entrega, registros, avisos } = answer;
  return (
    [ok, propietario_desconocido, registro_lento, servicio_urgente_custom].every((flag) => typeof flag === 'boolean') &&
    typeof horas_entrega === 'number' &&
    isStringList(registros) &&
    isStringList(avisos)
  );
}

/**
 * What the backend concludes from a Nota Simple before the buyer pays (unknown owner, slow registry,
 * custom urgency, notes to show). The answer is kept under the local key pre_validate_ns (spec 3). A failure
 * shows no error banner: the wizard says it could not check and lets the buyer go on. An answer of another shape is
 * such a failure (not prevalidated), and is not kept.
 */
export async function preValidateNs(form: NotaSimpleForm): Promise<PreValidateNsResponse> {
  const answer: unknown = await callEndpoint('preValidateNs', { body: { form } }, { reportFailure: false });
  if (!isPreValidation(answer)) throw otherShape('preValidateNs');
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
