import type { ItemOption } from '#contracts/api/cart.ts';
import { DEDICATED_FLOW_PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { pricedOptionIds } from '#contracts/rules/pricing.ts';
import { useProductResource } from '../api/get-product.ts';
import { type ItemAnswer, itemAnswers } from '../lib/item-answers.ts';
import * as styles from './item-answers.css.ts';

interface SummarisedItem {
  readonly product_id: string;
  readonly options: readonly ItemOption[];
}

/**
 * An item's answers as its line shows them (lib/item-answers.ts): its most telling answers and, for a generic product,
 * every answer that makes part of its price, read from the product's options (spec 9), once the product is known.
 * A dedicated flow's item answers by its own field names, which no product option prices.
 */
export function useItemAnswers(item: SummarisedItem): ItemAnswer[] {
  const generic = !DEDICATED_FLOW_PRODUCT_IDS.includes(item.product_id);
  const product = useProductResource(generic ? item.product_id : null);
  const priced = product.status === 'ready' && product.data !== null ? pricedOptionIds(product.data, item.options) : undefined;
  return itemAnswers(item, undefined, priced);
}

/**
 * What an item is, under its name, the same in the cart menu, at payment and on the success page (issue 41): two
 * located properties read their finca and registry, a deed copy the copy type and pages it is charged for. Each answer
 * as 'Label: answer'; long answers wrap.
 */
export function ItemAnswers({ item }: { item: SummarisedItem }) {
  const answers = useItemAnswers(item);
  if (answers.length === 0) return null;
  return (
    <dl className={styles.answers}>
      {answers.map(({ label, value }) => (
        <div key={label + value} className={styles.answer}>
          {label && <dt className={styles.answerLabel}>{label}:</dt>} <dd className={styles.answerValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
