import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#contracts/config.ts';
import type { NotaSimpleForm, PropertySearchForm, RegistroSuggestion } from '#contracts/spain.ts';
import { isUrgentCustom } from '#contracts/nota-simple-rules.ts';
import type { Browser } from './build.ts';
import { build } from './build.ts';

/** The repository's own fixtures: the Nota Simple and property-search products and the whole INE list. */
export const REPOSITORY_FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

export const buildOnRepositoryFixtures = (): Promise<FastifyInstance> => build({ fixturesDir: REPOSITORY_FIXTURES });

export async function firstSuggestion(browser: Browser, term: string): Promise<RegistroSuggestion> {
  const [first] = await browser.json<RegistroSuggestion[]>(`/registros.php?app=1&term=${encodeURIComponent(term)}`);
  if (first === undefined) throw new Error(`no registry suggestion for ${term}`);
  return first;
}

/** A complete Nota Simple form for a municipality as the registry search answered it. */
export function notaSimpleForm(place: RegistroSuggestion, overrides: Partial<NotaSimpleForm> = {}): NotaSimpleForm {
  const urgent = overrides.servicio_urgente ?? false;
  const custom = isUrgentCustom(urgent, place.horas_entrega);
  return {
    quiere_una_ns: true,
    conoce_nombre_propietario: true,
    nombre: 'Ana Ruiz Gómez',
    direccion: 'Calle Mayor 1, 3º B',
    municipio: place.municipio,
    provincia: place.provincia,
    codigo_ine: place.codigo_ine,
    otros_datos: '',
    servicio_urgente: urgent,
    servicio_urgente_custom: custom,
    horas_urgente_custom: custom ? place.horas_entrega : null,
    ...overrides,
  };
}

export function propertySearchForm(overrides: Partial<PropertySearchForm> = {}): PropertySearchForm {
  return {
    quiere_una_qp: true,
    opcion_persona: true,
    opcion_empresa: false,
    nombre_persona: 'Ana Ruiz Gómez',
    dni: '12345678Z',
    nombre_empresa: '',
    cif_empresa: '',
    num_propiedades: '3',
    proviene_de_ns: false,
    origin: '',
    origin_id: '',
    ...overrides,
  };
}

export async function configOf(browser: Browser): Promise<Config> {
  return (await browser.json<{ config: Config }>('/desktopapp/rest/config')).config;
}
