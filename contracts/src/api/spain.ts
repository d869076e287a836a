import { Type, type Static } from 'typebox';
import { CartItem } from './cart.ts';
import { Config } from './config.ts';
import { CustomerActions } from './customer.ts';
import { Cif, IneCode } from './primitives.ts';
import { PROPERTY_COUNTS } from '../rules/property-search-pricing.ts';
import {
  LOCATED_PROPERTY_REF_PATTERN,
  MUNICIPALITY_URL_PATTERN,
  NOTA_SIMPLE_FIELD_LENGTH,
  URGENT_CUSTOM_HOURS,
} from '../constants/patterns.ts';
import { assumed } from './assumed.ts';

/** A text field of `min` to `max` characters (a limit of patterns.ts, which the client's mirror checks too). */
const lengthOf = ({ min, max }: { min: number; max: number }) => Type.String({ ...(min > 0 && { minLength: min }), maxLength: max });

/**
 * Spain: the Nota Simple and property-search requests, the registry and company searches and the
 * municipality landing pages (spec 3 "Forms", spec 7). Where the spec shows only a path, the shapes
 * below are ours; each says so and why. docs/decisions/009-spain-registry-flows.md
 */

// ---- Registry offices and municipalities -------------------------------------------------------

/** One Registro de la Propiedad office ('Registro de la Propiedad de Madrid número 18'). */
export const RegistryOffice = Type.Object({
  nombre: Type.String({ minLength: 1 }),
  /** Working hours the office takes to deliver a Nota Simple; under 4 makes urgent service custom (spec 5). */
  horas_entrega: Type.Integer({ minimum: 1 }),
});
export type RegistryOffice = Static<typeof RegistryOffice>;

/**
 * A municipality and the registry offices that serve it. The backend, which holds the slow-registry
 * list, says whether its registry is slow (`lento`, spec 5); the client never sees the list.
 */
export const MunicipalityRegistries = Type.Object({
  codigo_ine: IneCode,
  /** The INE name with its article in front ('A Coruña'). */
  municipio: Type.String({ minLength: 1 }),
  provincia: Type.String({ minLength: 1 }),
  /** The url_municipio of its landing pages ('madrid', 'a-coruna'). */
  url: Type.String({ pattern: MUNICIPALITY_URL_PATTERN }),
  registros: Type.Array(RegistryOffice, { minItems: 1 }),
  /**
   * The delivery hours the buyer is promised: the slowest of its offices, since the buyer does not
   * know which office keeps the property.
   */
  horas_entrega: Type.Integer({ minimum: 1 }),
  lento: Type.Boolean(),
});
export type MunicipalityRegistries = Static<typeof MunicipalityRegistries>;

/** GET /registros.php?app=1&term= (spec 7): at most 10 suggestions, best first. */
export const RegistrosQuery = Type.Object({
  app: Type.Literal('1'),
  term: Type.String({ maxLength: 100, description: 'what the buyer typed; under 2 letters answers no suggestion' }),
});
export const RegistroSuggestion = Type.Object({
  /** What the list shows: 'Madrid (Madrid)'. */
  label: Type.String(),
  /** What the field keeps once picked: the municipality name. */
  value: Type.String(),
  ...MunicipalityRegistries.properties,
});
export type RegistroSuggestion = Static<typeof RegistroSuggestion>;
export const RegistrosResponse = assumed(
  Type.Array(RegistroSuggestion, { maxItems: 10 }),
  'spec 7 lists the search and its query; its answer is not shown.',
);
export type RegistrosResponse = Static<typeof RegistrosResponse>;

// ---- Companies ---------------------------------------------------------------------------------

/** GET /sociedad.php?app=1&sociedad= (spec 7): companies whose name or CIF matches, at most 10. */
export const SociedadQuery = Type.Object({
  app: Type.Literal('1'),
  sociedad: Type.String({ maxLength: 100 }),
});
export const Sociedad = Type.Object({
  nombre: Type.String({ minLength: 1 }),
  cif: Cif,
});
export type Sociedad = Static<typeof Sociedad>;
export const SociedadResponse = assumed(
  Type.Array(Sociedad, { maxItems: 10 }),
  'spec 7 lists the search and its query; its answer is not shown.',
);
export type SociedadResponse = Static<typeof SociedadResponse>;

// ---- Municipality landing pages ----------------------------------------------------------------

export const MUNICIPALITY_FOLDERS = ['RegistroPropiedad', 'NotaSimpleRegistroPropiedad'] as const;
export type MunicipalityFolder = (typeof MUNICIPALITY_FOLDERS)[number];

/** POST /desktopapp/rest/municipio/ body {url, folder} (spec 3 "Municipality query"). */
export const MunicipioBody = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 120 }),
  folder: Type.Enum(MUNICIPALITY_FOLDERS),
});
/**
 * `ok: false` with `municipio: null` for a url no municipality has: a landing page for it is a page
 * that does not exist, not a failed call (as an unknown product, docs/decisions/001-contract-table.md).
 * Both optional: the client reads an answer without a municipality as no municipality (get-municipio.ts).
 */
const MUNICIPIO_SAYS = 'spec 7 lists POST municipio/ with {url, folder}; its answer is not shown.';
export const MunicipioResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), MUNICIPIO_SAYS)),
  municipio: Type.Optional(assumed(Type.Union([MunicipalityRegistries, Type.Null()]), MUNICIPIO_SAYS)),
  config: Config,
});
export type MunicipioResponse = Static<typeof MunicipioResponse>;

// ---- Nota Simple -------------------------------------------------------------------------------

/** The owner, property and registry data a Nota Simple asks for; also what its edit dialog changes. */
export const NotaSimpleData = {
  /** Owner's name; empty or 'desconocido' when the buyer does not know it (spec 5). */
  nombre: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.nombre),
  direccion: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.direccion),
  municipio: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.municipio),
  provincia: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.provincia),
  /** The municipality picked from /registros.php: what ties the request to its registry. */
  codigo_ine: IneCode,
  /** Optional registry data: finca, tomo, libro, folio, cadastral reference… */
  otros_datos: lengthOf(NOTA_SIMPLE_FIELD_LENGTH.otros_datos),
};

/** spec 3 "Simple note form", as addns and preValidateNs receive it (the step flags stay in the client). */
export const NotaSimpleForm = Type.Object({
  quiere_una_ns: Type.Literal(true),
  conoce_nombre_propietario: Type.Boolean(),
  ...NotaSimpleData,
  servicio_urgente: Type.Boolean(),
  /** Set when urgent service was asked of a registry that delivers in under 4 hours (spec 5). */
  servicio_urgente_custom: Type.Boolean(),
  /** The registry's delivery hours the custom urgent service promises; null when it is not custom. */
  horas_urgente_custom: Type.Union([Type.Integer({ minimum: URGENT_CUSTOM_HOURS.min, maximum: URGENT_CUSTOM_HOURS.max }), Type.Null()]),
});
export type NotaSimpleForm = Static<typeof NotaSimpleForm>;

/** The edit dialog's fields (spec 2 "Edit dialogs: simple note"). */
export const NotaSimpleEdit = Type.Object(NotaSimpleData);
export type NotaSimpleEdit = Static<typeof NotaSimpleEdit>;

/** Every add-to-cart call sends the client's configuration with its form (spec 7 "Add to cart"). */
export const AddNsBody = Type.Object({ config: Config, form: NotaSimpleForm });
export type AddNsBody = Static<typeof AddNsBody>;

/**
 * POST /panel/rest/preValidateNs (spec 7: path only). Ours: the same form addns takes; the backend
 * answers what it concludes from it before the buyer pays, and the client keeps the answer under
 * the local key pre_validate_ns.
 */
export const PreValidateNsBody = Type.Object({ form: NotaSimpleForm });
export const PreValidateNsResponse = assumed(
  Type.Object({
    ok: Type.Boolean(),
    /** spec 5: empty, or containing 'onocido'. */
    propietario_desconocido: Type.Boolean(),
    registro_lento: Type.Boolean(),
    servicio_urgente_custom: Type.Boolean(),
    horas_entrega: Type.Integer({ minimum: 1 }),
    /** The offices that may keep the property. */
    registros: Type.Array(Type.String()),
    /** Notes for the buyer, one sentence each, in the store language. */
    avisos: Type.Array(Type.String()),
  }),
  'spec 7: /panel/rest/preValidateNs, "path only; payload and response: not shown".',
);
export type PreValidateNsResponse = Static<typeof PreValidateNsResponse>;

/**
 * POST /desktopapp/rest/updatePedidoNS?id={order item id} body {data} (spec 7): corrects the Nota Simple of an order, while
 * the order allows it (nota-simple-correction.ts). `actions` (customer.ts), optional: operation 'update' of that order;
 * with `cascades` a property search started from this Nota Simple takes the corrected owner's name too.
 */
export const UpdatePedidoNsBody = Type.Object({ data: NotaSimpleEdit, actions: Type.Optional(CustomerActions) });
/**
 * `ok: false` (and `pedido: null`) when the visitor has no Nota Simple order item with that id. Optional: without the
 * item the client reads it again from GET pedidos (client/src/api/update-pedido-ns.ts).
 */
const UPDATE_PEDIDO_NS_SAYS = 'spec 7 lists POST updatePedidoNS?id= with {data}; its answer is not shown.';
export const UpdatePedidoNsResponse = Type.Object({
  ok: Type.Optional(assumed(Type.Boolean(), UPDATE_PEDIDO_NS_SAYS)),
  pedido: Type.Optional(assumed(Type.Union([CartItem, Type.Null()]), UPDATE_PEDIDO_NS_SAYS)),
  config: Config,
});
export type UpdatePedidoNsResponse = Static<typeof UpdatePedidoNsResponse>;

// ---- Property search (Conocer propiedades) -----------------------------------------------------

/** spec 3 "Property search form". Exactly one of opcion_persona / opcion_empresa is true. */
export const PropertySearchForm = Type.Object({
  quiere_una_qp: Type.Literal(true),
  opcion_persona: Type.Boolean(),
  opcion_empresa: Type.Boolean(),
  /** With opcion_persona. */
  nombre_persona: Type.String({ maxLength: 200 }),
  /** DNI or NIE, with its check letter (contracts/src/rules/spanish-tax-ids.ts). With opcion_persona. */
  dni: Type.String({ maxLength: 20 }),
  /** With opcion_empresa, as picked from /sociedad.php or typed. */
  nombre_empresa: Type.String({ maxLength: 200 }),
  /** The company's CIF when it was picked from /sociedad.php; empty when typed. Ours: the spec lists no field for it. */
  cif_empresa: Type.String({ maxLength: 20 }),
  num_propiedades: Type.Enum(PROPERTY_COUNTS),
  /** Reached from a nota simple: origin 'ns' and origin_id the nota simple's quote item id. */
  proviene_de_ns: Type.Boolean(),
  origin: Type.Union([Type.Literal('ns'), Type.Literal('')]),
  origin_id: Type.String({ pattern: '^[0-9]*$' }),
});
export type PropertySearchForm = Static<typeof PropertySearchForm>;

export const AddQpBody = Type.Object({ config: Config, form: PropertySearchForm });
export type AddQpBody = Static<typeof AddQpBody>;

// ---- Located property (spec 1, product 18361) ---------------------------------------------------

/**
 * POST /desktopapp/rest/addlocalizada (ours: spec 1 names the service, spec 7 no call for it; docs/decisions/038):
 * the Nota Simple of properties a delivered search of all properties found, by their refs; one cart item (18361)
 * each, at its catalogue price. The search must be one of the caller's order items that offers them
 * (located-property.ts); a ref it did not find, or one already ordered or in the cart, answers 400 naming it.
 */
export const AddLocalizadaForm = Type.Object({
  /** The order of the search. */
  order_id: Type.String({ pattern: '^[0-9]+$' }),
  /** The search's order item. */
  item_id: Type.String({ pattern: '^[0-9]+$' }),
  fincas: Type.Array(Type.String({ pattern: LOCATED_PROPERTY_REF_PATTERN }), { minItems: 1, maxItems: 50, uniqueItems: true }),
});
export type AddLocalizadaForm = Static<typeof AddLocalizadaForm>;

export const AddLocalizadaBody = Type.Object({ config: Config, form: AddLocalizadaForm });
export type AddLocalizadaBody = Static<typeof AddLocalizadaBody>;
