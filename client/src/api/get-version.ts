import { callEndpoint } from './client.ts';

/**
 * The deployed client's version, from the version file; `now` goes as the time parameter so no cache answers an
 * older file. A file that names no version (the spec does not show its contents) resolves to null: no new version,
 * nothing happens. A failure shows the buyer nothing (the version check logs it).
 */
export async function getVersion(now: number = Date.now()): Promise<string | null> {
  const { version } = await callEndpoint('getVersion', { query: { t: String(now) } }, { reportFailure: false });
  if (version === undefined) return null;
  // A server that answers some other JSON must not read as a new deploy (the page would reload every 30 minutes).
  if (typeof version !== 'string' || version === '') throw new Error('the version file has no version');
  return version;
}
