import * as v from 'valibot';
import type { GenericValue } from '#contracts/api/generic.ts';
import type { CertidaoIdentification, FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import type { Product } from '#contracts/api/product.ts';
import { NUMERIC_ID_PATTERN } from '#contracts/constants/patterns.ts';
import { OPTION_TYPES } from '#contracts/constants/option-types.ts';
import type { MunicipalityRegistries, NotaSimpleForm, PreValidateNsResponse, RegistryOffice } from '#contracts/api/spain.ts';

/**
 * valibot schemas for the contract shapes the client keeps in storage and reads back (docs/decisions/014), and for
 * the one the backend sends inside a string, where no schema of the contract table checks it: the product (decision 026).
 * The contracts' TypeBox schemas check what crosses the wire on the server's side; the browser ships no TypeBox,
 * whose checker would weigh several times these few schemas. `satisfies SchemaOf<T>` makes each one compile
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

const optionCondition = v.object({ option_id: v.string(), value: v.string() });

const productOptionSchema = v.object({
  option_id: v.string(),
  product_id: v.string(),
  type: v.picklist(OPTION_TYPES),
  is_require: v.picklist(['0', '1']),
  title: v.string(),
  price: v.number(),
  opt_values: v.array(v.object({ id: v.string(), name: v.string(), price: v.number() })),
  placeholder: v.exactOptional(v.string()),
  error: v.exactOptional(v.string()),
  previous_steps: v.exactOptional(
    v.array(v.object({ option_id: v.string(), value: v.string(), op: v.picklist(['eq', 'gtdate', 'ltdate']) })),
  ),
  index: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  hide_price: v.exactOptional(v.boolean()),
  full_price: v.exactOptional(v.boolean()),
  embedded_to_previous: v.exactOptional(v.boolean()),
  embedded_hidden: v.exactOptional(v.boolean()),
  previous_steps_default: v.exactOptional(v.string()),
  can_be_empty: v.exactOptional(v.boolean()),
  autounset_option_values: v.exactOptional(v.array(v.string())),
  default: v.exactOptional(v.string()),
});

/**
 * A generic product (spec 3) as `product?id=` sends it inside `message`: the same rules as the contract's
 * Product schema (contract-schemas.test.ts holds them side by side on the same good and spoilt products).
 */
export const productSchema = v.object({
  product_id: v.string(),
  name: v.string(),
  price: v.number(),
  stores: v.array(v.pipe(v.number(), v.integer())),
  visible_on_services: v.array(v.pipe(v.number(), v.integer())),
  description: v.string(),
  short_description: v.string(),
  meta_title: v.string(),
  meta_description: v.string(),
  options: v.array(productOptionSchema),
  related_product: v.array(v.object({ product_id: v.string(), name: v.string(), price: v.number() })),
  related_conditions: v.array(v.object({ product_id: v.string(), option_id: v.string(), value: v.string() })),
  visible: v.boolean(),
  group: v.string(),
  question_on_start: v.exactOptional(v.string()),
  conditions_to_exit: v.exactOptional(v.object({ message: v.string(), conditions: v.array(optionCondition) })),
  conditions_to_earlycheckout: v.exactOptional(
    v.object({ type: v.picklist(['or', 'and']), options: v.array(optionCondition), confirmationOptions: v.array(v.string()) }),
  ),
  conditions_to_redirect: v.exactOptional(
    v.array(v.object({ option_id: v.string(), value: v.string(), product_id_in: v.string(), product_id_out: v.string() })),
  ),
  questions_on_confirm: v.exactOptional(v.array(v.string())),
}) satisfies SchemaOf<Product>;
