import type { MunicipalityFolder, MunicipalityRegistries } from '#contracts/spain.ts';
import { callEndpoint } from './client.ts';

/** A municipality landing page's municipality and registry offices, or null when no municipality has that url. */
export async function getMunicipio(url: string, folder: MunicipalityFolder): Promise<MunicipalityRegistries | null> {
  const { ok, municipio } = await callEndpoint('getMunicipio', { body: { url, folder } });
  return ok ? municipio : null;
}
