import { callEndpoint } from './client.ts';

/** Whether a customer is already registered with this address (customer/register). */
export async function checkEmail(email: string): Promise<boolean> {
  const { exists } = await callEndpoint('checkEmail', { params: { email } });
  return exists;
}
