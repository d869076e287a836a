import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { PropertyCount } from '#contracts/rules/property-search-pricing.ts';
import { propertySearchPrice } from '#contracts/rules/property-search-pricing.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { queryFlow } from '../lib/query-flow.ts';
import { queryText } from '../messages.ts';

/** '1 propiedad', 'Hasta 10 propiedades', 'Todas las propiedades'. */
export function useCountLabel(): (count: PropertyCount) => string {
  const text = useMessages(queryText);
  return useCallback((count) => (count === 'todas' ? text('countAll') : text('countUpTo', { count: Number(count) })), [text]);
}

/** The search service and per-property prices from the catalogue, and the total for the chosen count. */
export function usePropertySearchPrice(): { service: number; perProperty: number; total: number | null } | null {
  const { num_propiedades } = useSnapshot(queryFlow.state).form;
  const prices = useProductPrices([PRODUCT_IDS.propertiesQueryService, PRODUCT_IDS.propertySearchItem]);
  if (prices === null) return null;
  const service = prices[PRODUCT_IDS.propertiesQueryService] ?? 0;
  const perProperty = prices[PRODUCT_IDS.propertySearchItem] ?? 0;
  return { service, perProperty, total: num_propiedades === '' ? null : propertySearchPrice(service, perProperty, num_propiedades) };
}

/** spec 9 in words: the search costs about 12 €, each property found 20,76 €, and what that makes for the chosen count. */
export function PriceExplanation() {
  const text = useMessages(queryText);
  const countLabel = useCountLabel();
  const { num_propiedades } = useSnapshot(queryFlow.state).form;
  const price = usePropertySearchPrice();
  if (price === null) return <p role="status">{text('priceLoading')}</p>;
  const amounts = { service: formatEuro(price.service), perProperty: formatEuro(price.perProperty) };
  return (
    <>
      <p>{text('priceRule', amounts)}</p>
      {num_propiedades === 'todas' ? <p>{text('priceAll', amounts)}</p> : null}
      {num_propiedades !== 'todas' && num_propiedades !== '' && price.total !== null ? (
        <p>
          {text('priceUpTo', {
            ...amounts,
            choice: countLabel(num_propiedades).toLocaleLowerCase(),
            count: num_propiedades,
            total: formatEuro(price.total),
          })}
        </p>
      ) : null}
    </>
  );
}
