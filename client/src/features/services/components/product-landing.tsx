import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/api/product.ts';
import { startingPrice } from '#contracts/rules/pricing.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { configState } from '../../../stores/config-store.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';
import { prefetchOnIntent } from '../../../lib/route-prefetch.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { dataToHaveReady, questionCount } from '../lib/product-landing.ts';
import { servicesText } from '../messages.ts';
import * as styles from './product-landing.css.ts';

/**
 * The landing of a store that sells one product (22, 23): a product page instead of a grid of one card.
 * What it is (name, short description, description), its price with VAT stated, when it arrives (the
 * store's delivery note), how it works, what to have at hand, and one start button.
 */
export function ProductLanding({ product }: { product: Product }) {
  const t = useT();
  const text = useMessages(servicesText);
  const { deliveryNote } = useSnapshot(configState).config;
  const price = startingPrice(product);
  const amount = formatEuro(price.amount);
  const toHave = dataToHaveReady(product);
  const start = ROUTES.product.start(product.product_id);
  const withQuery = useKeepQuery();

  return (
    <article className={styles.page} aria-labelledby="product-landing-title">
      <header className={styles.intro}>
        {product.group && <p className={styles.eyebrow}>{product.group}</p>}
        <h1 id="product-landing-title" className={styles.title}>
          {product.name}
        </h1>
        {product.short_description && <p className={styles.lead}>{product.short_description}</p>}
      </header>
      <div className={styles.buyBox}>
        <p className={styles.price}>{price.varies ? t('common.priceFrom', { price: amount }) : amount}</p>
        <p className={styles.muted}>{t('common.pricesIncludeVat')}</p>
        {deliveryNote && <p className={styles.delivery}>{deliveryNote}</p>}
        <LinkButton to={withQuery(start)} variant="accent" {...prefetchOnIntent(start)}>
          {t('common.start')}
        </LinkButton>
      </div>
      <div className={styles.details}>
        {product.description && <p>{product.description}</p>}
        <section className={styles.section} aria-labelledby="product-landing-how">
          <h2 id="product-landing-how" className={styles.sectionTitle}>
            {text('landingHowTitle')}
          </h2>
          <ol className={styles.steps}>
            <li>{text('landingStepAnswer', { count: questionCount(product) })}</li>
            <li>{text('landingStepPay')}</li>
            <li>{text('landingStepReceive')}</li>
          </ol>
        </section>
        {toHave.length > 0 && (
          <section className={styles.section} aria-labelledby="product-landing-ready">
            <h2 id="product-landing-ready" className={styles.sectionTitle}>
              {text('landingHaveReady')}
            </h2>
            <ul className={styles.readyList}>
              {toHave.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
