import type { MunicipalityFolder, MunicipalityRegistries } from '#contracts/api/spain.ts';
import { callEndpoint } from './client.ts';
import { type Resource, useResource } from '../stores/use-resource.ts';

/** A municipality landing page's municipality and registry offices, or null when no municipality has that url. */
export async function getMunicipio(url: string, folder: MunicipalityFolder): Promise<MunicipalityRegistries | null> {
  const { ok, municipio } = await callEndpoint('getMunicipio', { body: { url, folder } });
  return ok ? municipio : null;
}

/**
 * A municipality through the shared cache, so the landing page and the Nota Simple it starts ask once.
 * Null reads nothing.
 */
export function useMunicipio(url: string | null, folder: MunicipalityFolder): Resource<MunicipalityRegistries | null> {
  return useResource(url === null ? null : `municipio:${folder}:${url}`, () => getMunicipio(url ?? '', folder));
}
