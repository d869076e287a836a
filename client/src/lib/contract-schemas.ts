import * as v from 'valibot';
import type { GenericValue } from '#contracts/api/generic.ts';
import type { MultibancoReference } from '#contracts/api/payment.ts';
import type { CertidaoIdentification, FreguesiaSuggestion } from '#contracts/api/portugal.ts';
import type { Product, ProductOption } from '#contracts/api/product.ts';
import {
  CERTIDAO_IDENTIFICATION_MAX_LENGTH,
  GENERIC_ANSWER_MAX_LENGTH,
  GENERIC_STEPS,
  INE_CODE_PATTERN,
  MULTIBANCO_ENTITY_PATTERN,
  MULTIBANCO_REFERENCE_PATTERN,
  MUNICIPALITY_URL_PATTERN,
  NOTA_SIMPLE_FIELD_LENGTH,
  NUMERIC_ID_PATTERN,
  PARISH_CODE_PATTERN,
  URGENT_CUSTOM_HOURS,
} from '#contracts/constants/patterns.ts';
import { OPTION_TYPES } from '#contracts/constants/option-types.ts';
import type { MunicipalityRegistries, NotaSimpleForm, PreValidateNsResponse, RegistryOffice } from '#contracts/api/spain.ts';

/**
 * valibot schemas for the contract shapes the client keeps in storage and reads back (docs/decisions/014), and for
 * the ones the backend sends inside a string, where no schema of the contract table checks them: the product and the
 * Multibanco reference (decision 026). The contracts' TypeBox schemas check what crosses the wire on the server's
 * side; the browser ships no TypeBox, whose checker would weigh several times these few schemas.
 * `satisfies SchemaOf<T>` makes each one compile only while what it keeps is a T, so a contract that gains or changes
 * a field breaks the build here; the patterns and limits come from the contract's own `patterns.ts`, and
 * contract-parity.test.ts holds each schema to its contract's verdict on every contract example and spoilt copies of it.
 */
export type SchemaOf<T> = v.GenericSchema<unknown, T>;

/** A string matching one of the contract's patterns (contracts/src/constants/patterns.ts). */
const matching = (pattern: string) => v.pipe(v.string(), v.regex(new RegExp(pattern)));
/** A string of `min` to `max` characters, as the contract's limit says. */
const lengthOf = ({ min, max }: { min: number; max: number }) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));
const maxLength = (max: number) => v.pipe(v.string(), v.maxLength(max));
const integerIn = ({ min, max }: { min: number; max: number }) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const numericId = matching(NUMERIC_ID_PATTERN);
const ineCode = matching(INE_CODE_PATTERN);
const parishCode = matching(PARISH_CODE_PATTERN);
const nonEmpty = v.pipe(v.string(), v.minLength(1));
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));
export const finiteNumber = v.pipe(v.number(), v.finite());

export const genericValueSchema = v.object({
  option_id: numericId,
  product_id: numericId,
  type: v.picklist(OPTION_TYPES),
  value: maxLength(GENERIC_ANSWER_MAX_LENGTH),
}) satisfies SchemaOf<GenericValue>;

export const registryOfficeSchema = v.object({ nombre: nonEmpty, horas_entrega: positiveInteger }) satisfies SchemaOf<RegistryOffice>;

export const municipalityRegistriesSchema = v.object({
  codigo_ine: ineCode,
  municipio: nonEmpty,
  provincia: nonEmpty,
  url: matching(MUNICIPALITY_URL_PATTERN),
  registros: v.pipe(v.array(registryOfficeSchema), v.minLength(1)),
  horas_entrega: positiveInteger,
  lento: v.boolean(),
}) satisfies SchemaOf<MunicipalityRegistries>;

/** A parish as /freguesias.php suggests it. */
export const parishSchema = v.object({
  label: v.string(),
  value: parishCode,
  freguesia: v.string(),
  concelho: v.string(),
  distrito: v.string(),
}) satisfies SchemaOf<FreguesiaSuggestion>;

/** A certificate's identification, as the contract checks it. */
export const certidaoIdentificationSchema = v.object({
  forma_identificar_matricial: v.boolean(),
  forma_identificar_livro: v.boolean(),
  forma_identificar_ficha: v.boolean(),
  tipo_rustica: v.boolean(),
  tipo_urbana: v.boolean(),
  numero_artigo: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.numero_artigo),
  seccao: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.seccao),
  num_livro: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.num_livro),
  livro: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.livro),
  folhas: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.folhas),
  num_ficha: maxLength(CERTIDAO_IDENTIFICATION_MAX_LENGTH.num_ficha),
}) satisfies SchemaOf<CertidaoIdentification>;

export const notaSimpleFormSchema = v.object({
  quiere_una_ns: v.literal(true),
  conoce_nombre_propietario: v.boolean(),
  nombre: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.nombre),
  direccion: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.direccion),
  municipio: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.municipio),
  provincia: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.provincia),
  codigo_ine: ineCode,
  otros_datos: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.otros_datos),
  servicio_urgente: v.boolean(),
  servicio_urgente_custom: v.boolean(),
  horas_urgente_custom: v.nullable(integerIn(URGENT_CUSTOM_HOURS)),
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

export const productOptionSchema = v.object({
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
  index: integerIn(GENERIC_STEPS),
  hide_price: v.exactOptional(v.boolean()),
  full_price: v.exactOptional(v.boolean()),
  embedded_to_previous: v.exactOptional(v.boolean()),
  embedded_hidden: v.exactOptional(v.boolean()),
  previous_steps_default: v.exactOptional(v.string()),
  can_be_empty: v.exactOptional(v.boolean()),
  autounset_option_values: v.exactOptional(v.array(v.string())),
  default: v.exactOptional(v.string()),
}) satisfies SchemaOf<ProductOption>;

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

/**
 * A Multibanco reference as the payment intent sends it inside `message`, where no schema of the contract table
 * checks it (features/payment/lib/multibanco-reference.ts reads it).
 */
export const multibancoReferenceSchema = v.object({
  entity: matching(MULTIBANCO_ENTITY_PATTERN),
  reference: matching(MULTIBANCO_REFERENCE_PATTERN),
  amount: v.number(),
  /** The contract's date-time (UTC, ISO 8601). */
  expiry: v.pipe(v.string(), v.isoTimestamp()),
  voucher_url: v.string(),
}) satisfies SchemaOf<MultibancoReference>;
