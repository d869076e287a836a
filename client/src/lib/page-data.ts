import { BOOT_DATA_ELEMENT_ID, BOOT_DATA_GLOBAL, PORTAL_CONFIG_ELEMENT_ID, PORTAL_CONFIG_GLOBAL } from '#contracts/api/boot-data.ts';

/** Each JSON element's value, parsed once: the entry, the browser state and the app's start all read the boot data. */
const parsed = new WeakMap<Element, unknown>();

/**
 * What the page set for the app under `global` (the storefront server's inline script, or a host page's), else the
 * content of its `<script type="application/json" id=…>` element (a static host's page, decision 035: the policy there
 * runs no inline script). Undefined when the page has neither; null when the element is not JSON (the reader then logs
 * it as unreadable).
 */
function pageValue(win: Window, global: string, elementId: string): unknown {
  const set: unknown = Reflect.get(win, global);
  if (set !== undefined) return set;
  const element = (win.document as Document | undefined)?.getElementById(elementId);
  if (element?.tagName !== 'SCRIPT' || element.getAttribute('type') !== 'application/json') return undefined;
  if (!parsed.has(element)) {
    let value: unknown = null;
    try {
      value = JSON.parse(element.textContent ?? '');
    } catch {
      // null: unreadable, as a global of the wrong shape is.
    }
    parsed.set(element, value);
  }
  return parsed.get(element);
}

/** The page's boot data as it was written (`window.OPF_BOOT` or `#opf-boot`), unchecked: lib/boot-data.ts checks it. */
export function rawBootData(win: Window): unknown {
  return pageValue(win, BOOT_DATA_GLOBAL, BOOT_DATA_ELEMENT_ID);
}

/** The portal's settings as the page wrote them (`window.OPF_PORTAL` or `#opf-portal`), unchecked: lib/host-config.ts checks them. */
export function rawPortalConfig(win: Window): unknown {
  return pageValue(win, PORTAL_CONFIG_GLOBAL, PORTAL_CONFIG_ELEMENT_ID);
}

/** The page came with the app's markup: its boot data says so (decision 035). */
export function pageHasServerMarkup(win: Window): boolean {
  const boot = rawBootData(win);
  return typeof boot === 'object' && boot !== null && (boot as { markup?: unknown }).markup === true;
}
