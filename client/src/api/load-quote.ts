import { callEndpoint } from './client.ts';

/** Makes a saved quote the cart (the cart store is updated by the API module); false for an unknown id. */
export async function loadQuote(id: string): Promise<boolean> {
  const { ok } = await callEndpoint('loadQuote', { query: { id } });
  return ok;
}
