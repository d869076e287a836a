import type { Config } from '#contracts/api/config.ts';
import { callEndpoint } from './client.ts';

export async function getConfig(): Promise<Config> {
  const { config } = await callEndpoint('getConfig', {});
  return config;
}
