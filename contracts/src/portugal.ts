import { Type, type Static } from 'typebox';

// ---- Parishes (freguesias) ---------------------------------------------------------------------

/** A parish's DICOFRE code (a few union parishes end in letters, e.g. 0302FA). */
const Dicofre = Type.String({ pattern: '^[0-9]{4}[0-9A-Z]{2}$' });

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

export const FreguesiasResponse = Type.Array(FreguesiaSuggestion, { maxItems: 10 });
export type FreguesiasResponse = Static<typeof FreguesiasResponse>;

/** fixtures/pt/parishes.json (see fixtures/pt/ATTRIBUTION.md). */
export const ParishesFixture = Type.Array(
  Type.Object({
    code: Dicofre,
    name: Type.String({ minLength: 1 }),
    municipality_code: Type.String(),
    municipality: Type.String({ minLength: 1 }),
    district_code: Type.String(),
    district: Type.String({ minLength: 1 }),
  }),
);
export type ParishesFixture = Static<typeof ParishesFixture>;
