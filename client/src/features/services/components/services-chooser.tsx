import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/api/product.ts';
import { startingPrice } from '#contracts/rules/pricing.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { type StoreFamily, storeFamily } from '#contracts/constants/stores.ts';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';
import { prefetchOnIntent } from '../../../lib/route-prefetch.ts';
import { configState } from '../../../stores/config-store.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useListedProducts } from '../hooks/use-listed-products.ts';
import { groupProducts } from '../lib/automatic-products.ts';
import { servicesText } from '../messages.ts';
import { ProductLanding } from './product-landing.tsx';
import { ServicePrice, type ServicePriceValue } from './service-price.tsx';
import * as styles from './services-chooser.css.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { guideFamilyOf } from '#contracts/constants/document-guide-families.ts';

interface DedicatedService {
  to: string;
  label: string;
  hint?: string;
  price: ServicePriceValue | null;
  /** The price has a second line (what is added later): its space is reserved too. */
  withNote?: boolean;
}

/** The catalogue products that price each family's dedicated services. */
const DEDICATED_PRICE_IDS: Record<StoreFamily, readonly string[]> = {
  'spain-registry': [PRODUCT_IDS.simpleNote, PRODUCT_IDS.propertiesQueryService, PRODUCT_IDS.propertySearchItem],
  portugal: [PRODUCT_IDS.permanentCertificate, PRODUCT_IDS.simplifiedReport],
  english: [],
  other: [],
};

/** spec 2: Spain offers the simple note and the property search, Portugal the certificate and the report. */
function useDedicatedServices(family: StoreFamily): DedicatedService[] {
  const t = useT();
  const text = useMessages(servicesText);
  const prices = useProductPrices(DEDICATED_PRICE_IDS[family]);
  const priceOf = (id: string, varies: boolean): ServicePriceValue | null => {
    const amount = prices?.[id];
    return amount === undefined ? null : { amount, varies };
  };
  switch (family) {
    case 'spain-registry': {
      const service = priceOf(PRODUCT_IDS.propertiesQueryService, true);
      const perProperty = prices?.[PRODUCT_IDS.propertySearchItem];
      return [
        // the urgent service (its own product) costs more: the ordinary one is the lowest price
        {
          to: ROUTES.simpleNote.step('step1'),
          label: t('common.requestNote'),
          hint: text('simpleNoteHint'),
          price: priceOf(PRODUCT_IDS.simpleNote, true),
        },
        {
          to: ROUTES.propertiesQuery.step('step1'),
          label: t('common.propertiesQuery'),
          hint: text('propertiesHint'),
          // spec 9: the search service now, and each property found on top
          price:
            service && perProperty !== undefined
              ? { ...service, note: text('perPropertyFound', { price: formatEuro(perProperty) }) }
              : null,
          withNote: true,
        },
      ];
    }
    case 'portugal':
      return [
        {
          to: ROUTES.certificate.step('step1'),
          label: text('certificate'),
          hint: text('certificateHint'),
          price: priceOf(PRODUCT_IDS.permanentCertificate, false),
        },
        {
          to: ROUTES.report.step('step1'),
          label: text('report'),
          hint: text('reportHint'),
          price: priceOf(PRODUCT_IDS.simplifiedReport, false),
        },
      ];
    case 'english':
    case 'other':
      return [];
  }
}

/**
 * servicios (spec 2): the store's services, each with its price from the first screen (issue 12). A store
 * whose chooser would list a single product (22, 23) opens on that product's own landing instead.
 */
export function ServicesChooser() {
  const t = useT();
  const text = useMessages(servicesText);
  const { config, embedded } = useSnapshot(configState);
  const products = useListedProducts(config.store_id, embedded);
  const dedicated = useDedicatedServices(storeFamily(config.store_id));
  const withQuery = useKeepQuery();

  const productLabel = (product: Product) =>
    product.product_id === PRODUCT_IDS.energyCertificate ? text('requestProduct', { name: product.name }) : product.name;

  const onlyProduct = dedicated.length === 0 && products?.length === 1 ? products[0] : undefined;
  if (onlyProduct) return <ProductLanding product={onlyProduct} />;
  // A store without dedicated services may turn out to sell one product: no chooser heading until it is known.
  if (dedicated.length === 0 && products === null) return <PageLoading>{text('loading')}</PageLoading>;

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{text('title')}</h1>
        <p className={styles.vatNote}>{t('common.pricesIncludeVat')}</p>
        {guideFamilyOf(config.store_id) !== null && (
          <p className={styles.guideLink}>
            <Link to={withQuery(ROUTES.guide.start)} {...prefetchOnIntent(ROUTES.guide.start)}>
              {t('title.guide')}
            </Link>{' '}
            <span className={styles.hint}>{text('guideHint')}</span>
          </p>
        )}
      </div>
      {dedicated.length > 0 && (
        <ul className={styles.grid}>
          {dedicated.map((service) => (
            <li key={service.to} className={styles.card}>
              <p className={styles.hint}>{service.hint}</p>
              <ServicePrice price={service.price} withNote={service.withNote ?? false} />
              <LinkButton to={withQuery(service.to)} {...prefetchOnIntent(service.to)}>
                {service.label}
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      {products === null ? (
        <PageLoading>{text('loading')}</PageLoading>
      ) : (
        groupProducts(products).map(([group, members], index) => (
          <section key={group} className={styles.section} aria-labelledby={`services-group-${index}`}>
            <h2 id={`services-group-${index}`} className={styles.groupTitle}>
              {group || text('otherProducts')}
            </h2>
            <ul className={styles.grid}>
              {members.map((product) => (
                <li key={product.product_id} className={styles.card}>
                  <p className={styles.hint}>{product.short_description}</p>
                  <ServicePrice price={startingPrice(product)} />
                  <LinkButton
                    to={withQuery(ROUTES.product.start(product.product_id))}
                    variant="secondary"
                    {...prefetchOnIntent(ROUTES.product.start(product.product_id))}
                  >
                    {productLabel(product)}
                  </LinkButton>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
