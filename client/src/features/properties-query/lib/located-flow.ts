import * as v from 'valibot';
import type { LocatedProperty } from '#contracts/api/cart.ts';
import { LOCATED_PROPERTY_REF_PATTERN } from '#contracts/constants/patterns.ts';
import type { PriceLine } from '#contracts/rules/pricing.ts';
import type { AddLocalizadaForm } from '#contracts/api/spain.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { createFlow } from '../../../wizard/flow.ts';

/**
 * The located-property service (spec 1; product 18361; docs/decisions/038): from a delivered search of all properties,
 * q-propiedades/localizadas/step1 chooses the properties found whose Nota Simple the buyer wants, step2 reviews them
 * with the price, then cart/add/localizadas adds them (addlocalizada). The flow starts at
 * q-propiedades/localizadas/{order_id}/{item_id}, which names the search.
 */
export type { LocatedStep } from '#contracts/constants/client-routes.ts';

export type LocatedForm = AddLocalizadaForm;

export const locatedFormSchema = v.object({
  order_id: v.pipe(v.string(), v.regex(/^[0-9]*$/)),
  item_id: v.pipe(v.string(), v.regex(/^[0-9]*$/)),
  fincas: v.array(v.pipe(v.string(), v.regex(new RegExp(LOCATED_PROPERTY_REF_PATTERN)))),
}) satisfies v.GenericSchema<unknown, LocatedForm>;

export const locatedFlow = createFlow<LocatedForm>({
  id: 'localizadas',
  routes: ROUTES.locatedProperties,
  initialForm: () => ({ order_id: '', item_id: '', fincas: [] }),
  schema: locatedFormSchema,
});

/** Starts the flow for a search; the same search again keeps the buyer's choice so far. */
export function startLocatedFlow(orderId: string, itemId: string): void {
  const { form } = locatedFlow.state;
  if (form.order_id === orderId && form.item_id === itemId) return;
  locatedFlow.reset();
  locatedFlow.update({ order_id: orderId, item_id: itemId, fincas: [] });
}

/** What the buyer reads of a property found: 'Finca 34211 · Vivienda en … (Madrid)'. */
export const propertyLabel = (property: LocatedProperty): string =>
  `Finca ${property.finca} · ${property.descripcion} (${property.municipio})`;

/** The price breakdown: one line per chosen property at the located property's price. */
export function locatedPriceLines(
  chosen: readonly LocatedProperty[],
  price: number,
  label: (property: LocatedProperty) => string,
): PriceLine[] {
  return chosen.map((property) => ({ key: `finca-${property.ref}`, label: label(property), amount: price }));
}
