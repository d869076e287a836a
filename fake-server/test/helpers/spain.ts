import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#contracts/api/config.ts';
import type { NotaSimpleForm, RegistroSuggestion } from '#contracts/api/spain.ts';
import { isUrgentCustom } from '#contracts/rules/nota-simple-rules.ts';
import { notaSimpleFormExample } from '#contracts/testing/spain-examples.ts';
import type { Browser } from './build.ts';
import { build } from './build.ts';

/** The repository's own fixtures: the Nota Simple and property-search products and the whole INE list. */
export const REPOSITORY_FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

export const buildOnRepositoryFixtures = (): Promise<FastifyInstance> => build({ fixturesDir: REPOSITORY_FIXTURES });

export async function firstSuggestion(browser: Browser, term: string): Promise<RegistroSuggestion> {
  const [first] = await browser.answer('searchRegistros', { query: { app: '1', term } });
  if (first === undefined) throw new Error(`no registry suggestion for ${term}`);
  return first;
}

/** The example Nota Simple form, for a municipality as the registry search answered it. */
export function notaSimpleForm(place: RegistroSuggestion, overrides: Partial<NotaSimpleForm> = {}): NotaSimpleForm {
  const urgent = overrides.servicio_urgente ?? false;
  const custom = isUrgentCustom(urgent, place.horas_entrega);
  return notaSimpleFormExample({
    municipio: place.municipio,
    provincia: place.provincia,
    codigo_ine: place.codigo_ine,
    servicio_urgente: urgent,
    servicio_urgente_custom: custom,
    horas_urgente_custom: custom ? place.horas_entrega : null,
    ...overrides,
  });
}

export async function configOf(browser: Browser): Promise<Config> {
  return (await browser.answer('getConfig')).config;
}
