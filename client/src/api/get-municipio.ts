import type { MunicipalityFolder, MunicipalityRegistries } from '#contracts/api/spain.ts';
import { isMunicipality } from './answer-shape.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/**
 * A municipality landing page's municipality and registry offices, or null when no municipality has that url. The spec
 * does not show the answer: a municipality of the shape the client reads is found unless `ok` is false, and an answer
 * without one is no municipality (the landing page's not-found page; the Nota Simple asks for it in step 4).
 */
export async function getMunicipio(url: string, folder: MunicipalityFolder): Promise<MunicipalityRegistries | null> {
  const { ok, municipio } = await callEndpoint('getMunicipio', { body: { url, folder } });
  return ok !== false && isMunicipality(municipio) ? municipio : null;
}

/**
 * A municipality through the shared cache, so the landing page and the Nota Simple it starts ask once.
 * Null reads nothing.
 */
export function useMunicipio(url: string | null, folder: MunicipalityFolder): Resource<MunicipalityRegistries | null> {
  return useResource(url === null ? null : `municipio:${folder}:${url}`, () => getMunicipio(url ?? '', folder));
}
