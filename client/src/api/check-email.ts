import { callEndpoint } from './client.ts';

/**
 * Whether a customer is already registered with this address (customer/register). An answer that does not say (the spec
 * does not show it) reads as a new buyer's address: the buyer goes on, and checkout's answer decides.
 */
export async function checkEmail(email: string): Promise<boolean> {
  const { exists } = await callEndpoint('checkEmail', { params: { email } });
  return exists ?? false;
}
