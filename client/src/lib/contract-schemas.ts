import * as v from 'valibot';
import type { GenericValue } from '#contracts/generic.ts';
import type { CertidaoIdentification, FreguesiaSuggestion } from '#contracts/portugal.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/primitives.ts';
import { OPTION_TYPES } from '#contracts/product.ts';
import type { MunicipalityRegistries, NotaSimpleForm, PreValidateNsResponse, RegistryOffice } from '#contracts/spain.ts';

/**
 * valibot schemas for the contract shapes the client keeps in storage and reads back (docs/decisions/014).
 * The contracts' TypeBox schemas check what crosses the wire; reading storage happens on every page load, where
 * TypeBox's checker would weigh several times these few schemas. `satisfies SchemaOf<T>` makes each one compile
 * only while what it keeps is a T, so a contract that gains or changes a field breaks the build here, not a buyer's page.
 */
export type SchemaOf<T> = v.GenericSchema<unknown, T>;

const numericId = v.pipe(v.string(), v.regex(new RegExp(NUMERIC_ID_PATTERN)));
const ineCode = v.pipe(v.string(), v.regex(/^[0-9]{5}$/));
const dicofre = v.pipe(v.string(), v.regex(/^[0-9]{4}[0-9A-Z]{2}$/));
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));
export const finiteNumber = v.pipe(v.number(), v.finite());

export const genericValueSchema = v.object({
  option_id: numericId,
  product_id: numericId,
  type: v.picklist(OPTION_TYPES),
  value: v.string(),
}) satisfies SchemaOf<GenericValue>;

const registryOfficeSchema = v.object({ nombre: v.string(), horas_entrega: positiveInteger }) satisfies SchemaOf<RegistryOffice>;

export const municipalityRegistriesSchema = v.object({
  codigo_ine: ineCode,
  municipio: v.string(),
  provincia: v.string(),
  url: v.string(),
  registros: v.pipe(v.array(registryOfficeSchema), v.minLength(1)),
  horas_entrega: positiveInteger,
  lento: v.boolean(),
}) satisfies SchemaOf<MunicipalityRegistries>;

/** A parish as /freguesias.php suggests it. */
export const parishSchema = v.object({
  label: v.string(),
  value: dicofre,
  freguesia: v.string(),
  concelho: v.string(),
  distrito: v.string(),
}) satisfies SchemaOf<FreguesiaSuggestion>;

/** A certificate's identification; a form that extends it spreads `certidaoIdentificationSchema.entries`. */
export const certidaoIdentificationSchema = v.object({
  forma_identificar_matricial: v.boolean(),
  forma_identificar_livro: v.boolean(),
  forma_identificar_ficha: v.boolean(),
  tipo_rustica: v.boolean(),
  tipo_urbana: v.boolean(),
  numero_artigo: v.string(),
  seccao: v.string(),
  num_livro: v.string(),
  livro: v.string(),
  folhas: v.string(),
  num_ficha: v.string(),
}) satisfies SchemaOf<CertidaoIdentification>;

export const notaSimpleFormSchema = v.object({
  quiere_una_ns: v.literal(true),
  conoce_nombre_propietario: v.boolean(),
  nombre: v.string(),
  direccion: v.string(),
  municipio: v.string(),
  provincia: v.string(),
  codigo_ine: ineCode,
  otros_datos: v.string(),
  servicio_urgente: v.boolean(),
  servicio_urgente_custom: v.boolean(),
  horas_urgente_custom: v.nullable(positiveInteger),
}) satisfies SchemaOf<NotaSimpleForm>;

export const preValidateNsResponseSchema = v.object({
  ok: v.boolean(),
  propietario_desconocido: v.boolean(),
  registro_lento: v.boolean(),
  servicio_urgente_custom: v.boolean(),
  horas_entrega: positiveInteger,
  registros: v.array(v.string()),
  avisos: v.array(v.string()),
}) satisfies SchemaOf<PreValidateNsResponse>;
