import { useSnapshot } from 'valtio';
import type { CartItem, LocatedProperty } from '#contracts/api/cart.ts';
import { locatedPropertiesTaken, locatedPropertiesToOrder, offersLocatedProperties } from '#contracts/rules/located-property.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { cartState } from '../../../stores/cart-store.ts';
import { AnswerList } from '../../../ui/answer-list.tsx';
import { CheckboxGroupField } from '../../../ui/checkbox-field.tsx';
import { PriceBreakdown } from '../../../wizard/price-breakdown.tsx';
import { useStepValidation } from '../../../wizard/use-step-validation.ts';
import { FlowStep, type FlowStepProps } from '../../../wizard/flow-step.tsx';
import { locatedFlow, locatedPriceLines, type LocatedStep as LocatedStepId, propertyLabel } from '../lib/located-flow.ts';
import { queryText } from '../messages.ts';

type LocatedSearch =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; search: CartItem; holder: string; found: LocatedProperty[]; available: LocatedProperty[] };

/**
 * The search the flow orders from, as the backend answers it (pedidos ?id=), and which of its properties may still be
 * ordered: those no located-property item of the cart or of any of the customer's orders already takes (the rule the
 * backend applies, contracts/src/rules/located-property.ts).
 */
function useLocatedSearch(): LocatedSearch {
  const { order_id, item_id } = useSnapshot(locatedFlow.state).form;
  const order = usePedidos(order_id === '' ? null : { id: order_id });
  const everyOrder = usePedidos({});
  const { items: cart } = useSnapshot(cartState);
  if (order.status === 'loading' || everyOrder.status === 'loading') return { status: 'loading' };
  const search =
    order.status === 'ready' ? order.data.pedidos?.find((item) => item.id === item_id && item.order_id === order_id) : undefined;
  if (search === undefined || !offersLocatedProperties(search)) return { status: 'missing' };
  const taken = locatedPropertiesTaken([
    ...(cart as CartItem[]),
    ...(everyOrder.status === 'ready' ? (everyOrder.data.pedidos ?? []) : []),
  ]);
  const holder =
    search.options.find((option) => option.option_id === 'nombre_persona' || option.option_id === 'nombre_empresa')?.value ?? '';
  return {
    status: 'ready',
    search,
    holder,
    found: search.extra.located_properties ?? [],
    available: locatedPropertiesToOrder(search, taken),
  };
}

/** The located property's catalogue price (18361), null while it loads. */
function useLocatedPrice(): number | null {
  return useProductPrices([PRODUCT_IDS.locatedProperty])?.[PRODUCT_IDS.locatedProperty] ?? null;
}

/** One step of the flow ('Paso 1 de 2'): the flow's step, with the running price where it shows one. */
function LocatedStepScreen(props: FlowStepProps & { step: LocatedStepId }) {
  return <FlowStep flow={locatedFlow} {...props} />;
}

/** While the search loads, or when it is not one that offers located properties. */
function NotReady({ search }: { search: LocatedSearch }) {
  const t = useT();
  const text = useMessages(queryText);
  return search.status === 'loading' ? <p role="status">{t('app.loading')}</p> : <p role="alert">{text('locatedMissing')}</p>;
}

/** step1: the properties the search found, to choose from; those already ordered are listed, not offered again. */
export function ChooseLocatedStep() {
  const t = useT();
  const text = useMessages(queryText);
  const { form } = useSnapshot(locatedFlow.state, { sync: true });
  const search = useLocatedSearch();
  const price = useLocatedPrice();
  const available = search.status === 'ready' ? search.available : [];
  const chosen = form.fincas.filter((ref) => available.some((property) => property.ref === ref));
  const validation = useStepValidation({ fincas: chosen.length > 0 ? undefined : t('error.choose') }, { fincas: text('locatedChoose') });
  const running = price === null ? { amount: null } : { amount: price * Math.max(chosen.length, 1), from: chosen.length === 0 };
  if (search.status !== 'ready') return <NotReady search={search} />;
  const taken = search.found.filter((property) => !available.includes(property));
  return (
    <LocatedStepScreen
      step="step1"
      heading={text('locatedHeading')}
      validation={validation}
      price={running}
      aside={
        <p>
          {text('locatedIntro', {
            holder: search.holder,
            found: text('locatedFound', { count: search.found.length }),
            price: price === null ? '…' : formatEuro(price),
          })}
        </p>
      }
    >
      {available.length === 0 ? (
        <p>{text('locatedNone')}</p>
      ) : (
        <CheckboxGroupField
          id="fincas"
          label={text('locatedChoose')}
          choices={available.map((property) => ({ id: property.ref, label: `${propertyLabel(property)}. ${property.registro}` }))}
          value={chosen}
          onChange={(fincas) => locatedFlow.update({ fincas })}
          error={validation.visible['fincas']}
          isRequired
        />
      )}
      {taken.length > 0 ? (
        <ul>
          {taken.map((property) => (
            <li key={property.ref}>{text('locatedTaken', { property: propertyLabel(property) })}</li>
          ))}
        </ul>
      ) : null}
    </LocatedStepScreen>
  );
}

/** step2: the chosen properties, each with a way back to step1, the price breakdown, and Add to cart. */
export function ReviewLocatedStep() {
  const t = useT();
  const text = useMessages(queryText);
  const { form } = useSnapshot(locatedFlow.state);
  const search = useLocatedSearch();
  const price = useLocatedPrice();
  const available = search.status === 'ready' ? search.available : [];
  const chosen = available.filter((property) => form.fincas.includes(property.ref));
  const validation = useStepValidation({ fincas: chosen.length > 0 ? undefined : t('error.choose') }, { fincas: text('locatedChoose') });
  if (search.status !== 'ready') return <NotReady search={search} />;
  const change = { to: locatedFlow.path('step1'), label: t('common.change') };
  return (
    <LocatedStepScreen
      step="step2"
      heading={t('common.reviewYourOrder')}
      validation={validation}
      price={undefined}
      continueLabel={t('common.addToCart')}
    >
      <AnswerList
        rows={chosen.map((property) => ({
          key: property.ref,
          label: `${text('locatedReviewProperties')} ${property.finca}`,
          value: `${property.descripcion}, ${property.municipio}. ${property.registro}`,
          change,
        }))}
      />
      {price === null ? (
        <p role="status">{t('app.loading')}</p>
      ) : (
        <PriceBreakdown
          lines={locatedPriceLines(chosen, price, (property) =>
            text('locatedLine', { finca: property.finca, municipality: property.municipio }),
          )}
        />
      )}
    </LocatedStepScreen>
  );
}
