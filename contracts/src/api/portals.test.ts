import { describe, expect, expectTypeOf, test } from 'vitest';
import { STORE_IDS } from '../constants/stores.ts';
import { configExample, portugueseConfigExample } from '../testing/examples.ts';
import type { Config } from './config.ts';
import { parsePortals, portalForHost, type PortalSettings, type Portals } from './portals.ts';

/** A portal's settings as the contract examples' configurations hold them. */
function settingsOf(config: Config): PortalSettings {
  const { portalName, homepage, navbarImage, analytics, cardProviderPublicKey, deliveryNote } = config;
  return { portalName, homepage, navbarImage, analytics, cardProviderPublicKey, deliveryNote };
}

/** Two brands, the Spanish default store 14 and the Portuguese 16; a fresh copy per call, for a test to break. */
function validFile(): Portals {
  return {
    portals: [
      { hosts: ['registro.example', 'www.registro.example'], store_id: 14, settings: settingsOf(configExample()) },
      { hosts: ['certidao.example'], store_id: 16, settings: settingsOf(portugueseConfigExample()) },
    ],
  };
}

/** The message parsePortals throws for a file, or undefined when it accepts it. */
function refusal(json: unknown): string | undefined {
  try {
    parsePortals(json, 'portals.json');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('parsePortals', () => {
  test('[portals] accepts a valid file as it is', () => {
    const file = validFile();
    expect(parsePortals(structuredClone(file), 'portals.json')).toEqual(file);
  });

  test('[portals] takes each setting from Config, so the server can spread them over the config answer', () => {
    expectTypeOf<PortalSettings>().toExtend<Pick<Config, keyof PortalSettings>>();
    expect({ ...configExample({ store_id: 16 }), ...validFile().portals[1]?.settings }).toEqual(portugueseConfigExample());
  });

  test('[portals] refuses a store id the storefront does not know, naming the field', () => {
    const file = validFile();
    Object.assign(file.portals[1] ?? {}, { store_id: 99 });
    expect(refusal(file)).toBe(`portals.json: /portals/1/store_id must be one of ${STORE_IDS.join(', ')}`);
  });

  test('[portals] refuses a portal without one of its settings, naming it', () => {
    const file = validFile();
    delete (file.portals[0]?.settings as Partial<PortalSettings>).deliveryNote;
    expect(refusal(file)).toBe('portals.json: /portals/0/settings/deliveryNote is missing');
  });

  test('[portals] refuses a field it does not know, such as a Config field no portal sets', () => {
    const file = validFile();
    Object.assign(file.portals[0]?.settings ?? {}, { formkey: 'Xq3mS1xK8pT2vB7n' });
    expect(refusal(file)).toBe('portals.json: /portals/0/settings/formkey is not a field of the portals file');
    expect(refusal({ ...validFile(), default: 'registro.example' })).toBe('portals.json: /default is not a field of the portals file');
  });

  test('[portals] refuses a host name with a port, upper case or a trailing dot, naming it', () => {
    for (const host of ['registro.example:8080', 'Registro.example', 'registro.example.', 'http://registro.example']) {
      const file = validFile();
      Object.assign(file.portals[1] ?? {}, { hosts: ['certidao.example', host] });
      expect(refusal(file)).toBe(
        'portals.json: /portals/1/hosts/1 must be a lower-case host name without a port or trailing dot (store16.localhost)',
      );
    }
  });

  test('[portals] refuses a string or a list longer than its bound, naming it', () => {
    const longName = validFile();
    Object.assign(longName.portals[0]?.settings ?? {}, { portalName: 'x'.repeat(101) });
    expect(refusal(longName)).toMatch(/^portals\.json: \/portals\/0\/settings\/portalName .*100/);

    const manyTags = validFile();
    Object.assign(manyTags.portals[0]?.settings.analytics ?? {}, { gtm: Array.from({ length: 11 }, (_, index) => `GTM-${index}`) });
    expect(refusal(manyTags)).toMatch(/^portals\.json: \/portals\/0\/settings\/analytics\/gtm .*10/);
  });

  test('[portals] refuses an empty portals list', () => {
    expect(refusal({ portals: [] })).toMatch(/^portals\.json: \/portals .*1/);
  });

  test('[portals] refuses what is not a portals object at all', () => {
    expect(refusal([])).toMatch(/^portals\.json: \/ /);
    expect(refusal({})).toBe('portals.json: /portals is missing');
  });

  test('[portals] refuses a host listed twice, naming both places', () => {
    const file = validFile();
    file.portals[1]?.hosts.push('www.registro.example');
    expect(refusal(file)).toBe(
      'portals.json: /portals/1/hosts/1 www.registro.example is listed twice: at /portals/0/hosts/1 too (store 14)',
    );
  });

  test('[portals] refuses a defaultHost no portal lists', () => {
    expect(refusal({ ...validFile(), defaultHost: 'elsewhere.example' })).toBe(
      'portals.json: /defaultHost elsewhere.example is not a host of any portal',
    );
  });

  test('[portals] refuses a file without defaultHost and without a portal of the default store 14', () => {
    const file = validFile();
    file.portals.shift();
    expect(refusal(file)).toMatch(/^portals\.json: \/defaultHost is missing, and no portal has store 14/);
    expect(refusal({ ...file, defaultHost: 'certidao.example' })).toBeUndefined();
  });

  test('[portals] lets two brands share a store id, each with its own hosts', () => {
    const file = validFile();
    file.portals.push({
      hosts: ['otra-marca.example'],
      store_id: 14,
      settings: { ...settingsOf(configExample()), portalName: 'Otra Marca' },
    });
    const portals = parsePortals(file, 'portals.json');
    expect(portalForHost(portals, 'otra-marca.example').settings.portalName).toBe('Otra Marca');
    expect(portalForHost(portals, 'registro.example').settings.portalName).toBe(configExample().portalName);
  });
});

describe('portalForHost', () => {
  const portals = parsePortals(validFile(), 'portals.json');

  test('[portals] finds the portal that lists the host', () => {
    expect(portalForHost(portals, 'certidao.example').store_id).toBe(16);
    expect(portalForHost(portals, 'www.registro.example').store_id).toBe(14);
  });

  test('[portals] finds a host sent with a port, in upper case or with a trailing dot', () => {
    for (const host of ['certidao.example:8080', 'CERTIDAO.Example', 'certidao.example.', 'Certidao.Example.:443']) {
      expect(portalForHost(portals, host).store_id, host).toBe(16);
    }
  });

  test('[portals] answers an unknown or missing host with the first portal of store 14', () => {
    for (const host of [undefined, '', 'unknown.example', '[::1]:3000', 'certidao.example.evil.example']) {
      expect(portalForHost(portals, host), String(host)).toBe(portals.portals[0]);
    }
  });

  test("[portals] answers an unknown host with the defaultHost's portal when the file names one", () => {
    const withDefault = parsePortals({ ...validFile(), defaultHost: 'certidao.example' }, 'portals.json');
    expect(portalForHost(withDefault, 'unknown.example').store_id).toBe(16);
    expect(portalForHost(withDefault, undefined).store_id).toBe(16);
  });

  test('[portals] finds a bracketed IPv6 host without its port', () => {
    const file = validFile();
    file.portals[1]?.hosts.push('[::1]');
    expect(portalForHost(parsePortals(file, 'portals.json'), '[::1]:3000').store_id).toBe(16);
  });
});
