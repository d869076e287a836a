import type { Snapshot } from 'valtio';
import * as v from 'valibot';
import type { PropertySearchForm } from '#contracts/api/spain.ts';
import { isValidCif, isValidDniOrNie, normaliseTaxId } from '#contracts/rules/spanish-tax-ids.ts';
import { PROPERTY_COUNTS, type PropertyCount, propertySearchPrice } from '#contracts/rules/property-search-pricing.ts';
import type { PriceLine } from '#contracts/rules/pricing.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { createFlow } from '../../../wizard/flow.ts';

/**
 * The property-search wizard (spec 2 "Wizards: properties query"): q-propiedades/step1 to step7, then
 * cart/add/qpropiedades. step1 says what the service does (quiere_una_qp); step2 person or company;
 * step3 the name (a company from the /sociedad.php autocomplete); step4 the DNI/NIE, or the company's CIF;
 * step5 how many properties; step6 the price in words; step7 the review and the add-to-cart button.
 */
export type { QueryStep } from '#contracts/constants/client-routes.ts';

export type Holder = '' | 'persona' | 'empresa';

export interface QueryForm {
  quiere_una_qp: boolean;
  tipo: Holder;
  nombre_persona: string;
  dni: string;
  nombre_empresa: string;
  cif_empresa: string;
  num_propiedades: PropertyCount | '';
  proviene_de_ns: boolean;
  origin: 'ns' | '';
  origin_id: string;
}

export const queryFormSchema = v.object({
  quiere_una_qp: v.boolean(),
  tipo: v.picklist(['', 'persona', 'empresa']),
  nombre_persona: v.string(),
  dni: v.string(),
  nombre_empresa: v.string(),
  cif_empresa: v.string(),
  num_propiedades: v.picklist(['', ...PROPERTY_COUNTS]),
  proviene_de_ns: v.boolean(),
  origin: v.picklist(['ns', '']),
  origin_id: v.string(),
}) satisfies v.GenericSchema<unknown, QueryForm>;

export const emptyQueryForm = (): QueryForm => ({
  quiere_una_qp: false,
  tipo: '',
  nombre_persona: '',
  dni: '',
  nombre_empresa: '',
  cif_empresa: '',
  num_propiedades: '',
  proviene_de_ns: false,
  origin: '',
  origin_id: '',
});

export const queryFlow = createFlow<QueryForm>({
  id: 'q-propiedades',
  routes: ROUTES.propertiesQuery,
  initialForm: emptyQueryForm,
  schema: queryFormSchema,
});

export const isPropertyCount = (value: string): value is PropertyCount => (PROPERTY_COUNTS as readonly string[]).includes(value);

/** The tax id step's rule: a person's DNI/NIE with its check letter, a company's CIF with its control character. */
export function taxIdIsValid(form: Snapshot<Pick<QueryForm, 'tipo' | 'dni' | 'cif_empresa'>>): boolean {
  return form.tipo === 'empresa' ? isValidCif(form.cif_empresa) : isValidDniOrNie(form.dni);
}

/** The request addqp takes; null until the holder and the number of properties are chosen. */
export function propertySearchRequestOf(form: Snapshot<QueryForm>): PropertySearchForm | null {
  if (form.tipo === '' || form.num_propiedades === '') return null;
  const person = form.tipo === 'persona';
  return {
    quiere_una_qp: true,
    opcion_persona: person,
    opcion_empresa: !person,
    nombre_persona: person ? form.nombre_persona.trim() : '',
    dni: person ? normaliseTaxId(form.dni) : '',
    nombre_empresa: person ? '' : form.nombre_empresa.trim(),
    cif_empresa: person ? '' : normaliseTaxId(form.cif_empresa),
    num_propiedades: form.num_propiedades,
    proviene_de_ns: form.proviene_de_ns,
    origin: form.proviene_de_ns ? 'ns' : '',
    origin_id: form.proviene_de_ns ? form.origin_id : '',
  };
}

/** The catalogue prices of a property search: the service (18324) and each property found (18357). */
export interface SearchPrices {
  service: number;
  perProperty: number;
}

/**
 * The all-in price so far (spec 9): 'desde' the service alone until the count is chosen, since a search of all
 * properties costs the service now and each property found afterwards; then the service plus that many properties.
 */
export function runningSearchPrice(count: PropertyCount | '', prices: SearchPrices): { amount: number; from: boolean } {
  const known = count !== '' && count !== 'todas';
  return { amount: propertySearchPrice(prices.service, prices.perProperty, known ? count : 'todas'), from: !known };
}

/** The price breakdown: the search service, and the chosen number of properties at their price each. */
export function searchPriceLines(
  count: PropertyCount,
  prices: SearchPrices,
  labels: { service: string; properties: (count: number) => string },
): PriceLine[] {
  const lines: PriceLine[] = [{ key: 'service', label: labels.service, amount: prices.service }];
  const properties = count === 'todas' ? 0 : Number(count);
  const amount = propertySearchPrice(0, prices.perProperty, count);
  if (properties > 0) lines.push({ key: 'properties', label: labels.properties(properties), amount });
  return lines;
}
