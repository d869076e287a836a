import { Type, type Static } from 'typebox';
import { Config } from './config.ts';
import { CERTIDAO_IDENTIFICATION_MAX_LENGTH, PARISH_CODE_PATTERN } from '../constants/patterns.ts';
import { assumed } from './assumed.ts';

// ---- Parishes (freguesias) ---------------------------------------------------------------------

/** A parish's DICOFRE code (a few union parishes end in letters, e.g. 0302FA). */
export const Dicofre = Type.String({ pattern: PARISH_CODE_PATTERN });

/**
 * GET /freguesias.php?app=1&type=all|ips&term= (spec 7): parishes whose name or concelho matches, at most 10.
 * The spec does not say what `ips` narrows to; we read it as the parishes the simplified property report
 * (Informação Predial Simplificada) covers: mainland Portugal, since Madeira and the Azores keep their
 * own land registries. `all` is every parish.
 */
export const FreguesiasQuery = Type.Object({
  app: Type.Literal('1'),
  type: Type.Union([Type.Literal('all'), Type.Literal('ips')]),
  term: Type.String({ maxLength: 100, description: 'what the buyer typed; under 2 letters answers no suggestion' }),
});
export type FreguesiasQuery = Static<typeof FreguesiasQuery>;

export const FreguesiaSuggestion = Type.Object({
  /** What the list shows and the answer keeps: 'Fermentelos (Águeda, Aveiro)'. */
  label: Type.String(),
  value: Dicofre,
  freguesia: Type.String(),
  concelho: Type.String(),
  distrito: Type.String(),
});
export type FreguesiaSuggestion = Static<typeof FreguesiaSuggestion>;

export const FreguesiasResponse = assumed(
  Type.Array(FreguesiaSuggestion, { maxItems: 10 }),
  'spec 7 lists the search and its query; its answer is not shown.',
);
export type FreguesiasResponse = Static<typeof FreguesiasResponse>;

// ---- Permanent certificate (Certidão Permanente, 18414, key cp) --------------------------------

/**
 * How the property is identified, the three ways of the Registo Predial Online: its matricial data (rústica or
 * urbana, article number, section), its description number (ficha), or the old book entry (livro). One of
 * the three flags is true; the fields of the other two modes are empty (certificate-identification.ts).
 */
export const CertidaoIdentification = Type.Object({
  forma_identificar_matricial: Type.Boolean(),
  forma_identificar_livro: Type.Boolean(),
  forma_identificar_ficha: Type.Boolean(),
  /** matricial: exactly one of the two is true; both false in the other modes. */
  tipo_rustica: Type.Boolean(),
  tipo_urbana: Type.Boolean(),
  /** matricial: the article number of the caderneta predial (digits). */
  numero_artigo: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.numero_artigo }),
  /** matricial, rústica only: the cadastral section, optional (letters and digits, e.g. 'AB'). */
  seccao: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.seccao }),
  /** livro: the entry number, the book (e.g. 'B-12') and the folios (e.g. '123 v.'). */
  num_livro: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.num_livro }),
  livro: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.livro }),
  folhas: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.folhas }),
  /** ficha: the description number, 2543 or 2543/19970317 (portuguese-rules.ts isFichaNumber). */
  num_ficha: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.num_ficha }),
});
export type CertidaoIdentification = Static<typeof CertidaoIdentification>;

/** Where the property is and whether it is a fraction of a building in horizontal property. */
const PropertyPlace = {
  /** The parish's DICOFRE code, as /freguesias.php answered it (value). */
  distrito_concelho_freguesia: Dicofre,
  prop_horizontal: Type.Boolean(),
  /** The fraction's letters (A, B, AA...) when prop_horizontal; empty otherwise. */
  prop_horizontal_fracao: Type.String({ maxLength: 3 }),
};

/** The certificate's edit dialog (spec 2 "Edit dialogs: permanent certificate"): where, identification, fraction. */
export const CertidaoEdit = Type.Object({ ...PropertyPlace, ...CertidaoIdentification.properties });
export type CertidaoEdit = Static<typeof CertidaoEdit>;

/** spec 3 "Certificate form". */
export const CertidaoForm = Type.Object({ quiere_un_certidao: Type.Literal(true), ...CertidaoEdit.properties });
export type CertidaoForm = Static<typeof CertidaoForm>;

/** POST /desktopapp/rest/addcertidao: body config plus form (spec 7 "Add to cart"). */
export const AddCertidaoBody = Type.Object({ config: Config, form: CertidaoForm });
export type AddCertidaoBody = Static<typeof AddCertidaoBody>;

// ---- Simplified property report (Informação Predial Simplificada, 18421, key ip) -----------------

/** The simplified report's edit dialog (spec 2 "Edit dialogs: simplified report"): location, ficha number, fraction. */
export const IpredialEdit = Type.Object({
  ...PropertyPlace,
  tiene_numero: Type.Boolean(),
  /** The description number when tiene_numero; empty otherwise. */
  num_ficha: Type.String({ maxLength: CERTIDAO_IDENTIFICATION_MAX_LENGTH.num_ficha }),
});
export type IpredialEdit = Static<typeof IpredialEdit>;

/** spec 3 "Simplified info form". The parish must be one /freguesias.php?type=ips offers (mainland). */
export const IpredialForm = Type.Object({
  quiere_un_predial: Type.Literal(true),
  ...IpredialEdit.properties,
  urgente: Type.Boolean(),
});
export type IpredialForm = Static<typeof IpredialForm>;

/** POST /desktopapp/rest/addipredial: body config plus form. */
export const AddIpredialBody = Type.Object({ config: Config, form: IpredialForm });
export type AddIpredialBody = Static<typeof AddIpredialBody>;

// ---- Portuguese companies -------------------------------------------------------------------------

/** A Portuguese company's NIPC by its format; portuguese-rules.ts isNipc checks its check digit. */
export const Nipc = Type.String({ pattern: '^[5689][0-9]{8}$' });

/** GET /desktopapp/rest/searchOrganisationPortugal?sociedad= : companies whose name or NIPC matches, as /sociedad.php. */
export const OrganisationPortugalQuery = Type.Object({
  sociedad: Type.String({ maxLength: 100, description: 'what the buyer typed; under 2 characters answers no suggestion' }),
});
export type OrganisationPortugalQuery = Static<typeof OrganisationPortugalQuery>;

export const OrganisationPortugal = Type.Object({
  nombre: Type.String({ minLength: 1 }),
  nipc: Nipc,
  /** The concelho of its registered office, to tell homonyms apart. */
  sede: Type.String({ minLength: 1 }),
});
export type OrganisationPortugal = Static<typeof OrganisationPortugal>;

export const OrganisationPortugalResponse = assumed(
  Type.Array(OrganisationPortugal, { maxItems: 10 }),
  'spec 7 lists the search and its query; its answer is not shown.',
);
export type OrganisationPortugalResponse = Static<typeof OrganisationPortugalResponse>;
