// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, PORTAL_CONFIG_ELEMENT_ID } from '#contracts/api/boot-data.ts';
import { pageHasServerMarkup, rawBootData, rawPortalConfig } from './page-data.ts';

/** A static host's page: the data in JSON elements, which the Content-Security-Policy never runs. */
function jsonElement(id: string, content: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = content;
  document.body.append(element);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('[boot] the page’s data, from its globals or from a static page’s JSON elements (decision 035)', () => {
  test('[boot] a static page’s JSON elements are read when the globals are not set', () => {
    jsonElement(BOOT_DATA_ELEMENT_ID, '{"markup":true,"visitor":false}');
    jsonElement(PORTAL_CONFIG_ELEMENT_ID, '{"store_id":16}');
    expect(rawBootData(window)).toEqual({ markup: true, visitor: false });
    expect(rawPortalConfig(window)).toEqual({ store_id: 16 });
    expect(pageHasServerMarkup(window)).toBe(true);
  });

  test('[boot] the globals win over the elements, as the storefront server and host pages set them', () => {
    jsonElement(BOOT_DATA_ELEMENT_ID, '{"markup":true}');
    vi.stubGlobal('OPF_BOOT', { markup: false });
    vi.stubGlobal('OPF_PORTAL', { store_id: 14 });
    expect(rawBootData(window)).toEqual({ markup: false });
    expect(rawPortalConfig(window)).toEqual({ store_id: 14 });
    expect(pageHasServerMarkup(window)).toBe(false);
  });

  test('[boot] neither: nothing; an element that is not JSON, or not a JSON script: unreadable or ignored', () => {
    expect(rawBootData(window)).toBeUndefined();
    expect(pageHasServerMarkup(window)).toBe(false);
    jsonElement(BOOT_DATA_ELEMENT_ID, '{"markup":');
    expect(rawBootData(window)).toBeNull();
    const div = document.createElement('div');
    div.id = PORTAL_CONFIG_ELEMENT_ID;
    div.textContent = '{"store_id":16}';
    document.body.append(div);
    expect(rawPortalConfig(window)).toBeUndefined();
  });
});
