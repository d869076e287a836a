import type { Config } from '#contracts/api/config.ts';
import type { Browser } from './build.ts';

/** The configuration the visitor's browser would send back in an add-to-cart body. */
export async function defaultConfigFor(browser: Browser): Promise<Config> {
  return (await browser.answer('getConfig')).config;
}
