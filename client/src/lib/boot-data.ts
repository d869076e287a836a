import * as v from 'valibot';
import { BOOT_DATA_GLOBAL, type BootData } from '#contracts/api/boot-data.ts';
import type { CartItem } from '#contracts/api/cart.ts';
import type { Product } from '#contracts/api/product.ts';
import { productSchema } from './contract-schemas.ts';
import { rawBootData } from './page-data.ts';
import { readServerConfig } from './host-config.ts';

/**
 * The page's boot data (`window.OPF_BOOT`, or a static page's `#opf-boot` element: decision 035), checked as the client checks any value it did not make: a
 * configuration missing a key or a cart that is not a list makes the whole of it unreadable (null: the client asks
 * GET config and GET cart as it would without it); a product that is not a Product is left out, and so is the
 * chooser's list when it names a product that is not there (the chooser then asks for the catalogue itself).
 */
export function readBootData(source: unknown): BootData | null {
  if (typeof source !== 'object' || source === null) return null;
  const raw = source as Record<string, unknown>;
  const config = readServerConfig(raw['config']);
  if (config === null || !Array.isArray(raw['cart'])) return null;
  const products = Array.isArray(raw['products'])
    ? raw['products'].filter((product): product is Product => v.is(productSchema, product))
    : [];
  const known = new Set(products.map((product) => product.product_id));
  const services = raw['services'];
  const boot: BootData = { config, cart: raw['cart'] as CartItem[], products, markup: raw['markup'] === true };
  if (raw['visitor'] === false) boot.visitor = false;
  if (Array.isArray(services) && services.every((id) => typeof id === 'string' && known.has(id))) boot.services = services as string[];
  return boot;
}

/** The boot data a page or its host set before the app's script, or null (none, or unreadable: logged). */
export function bootDataFromWindow(win: Window): BootData | null {
  const raw = rawBootData(win);
  if (raw === undefined) return null;
  const boot = readBootData(raw);
  if (boot === null)
    console.error(`[boot] window.${BOOT_DATA_GLOBAL} is not the server's configuration and cart; asking the server instead`);
  return boot;
}
