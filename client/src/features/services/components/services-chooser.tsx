import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/product.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { PRODUCT_IDS } from '#contracts/product-ids.ts';
import { storeFamily } from '#contracts/stores.ts';
import { configState } from '../../../stores/config-store.ts';
import { LinkButton } from '../../../ui/button.tsx';
import { useListedProducts } from '../hooks/use-listed-products.ts';
import { groupProducts } from '../lib/automatic-products.ts';
import { servicesText } from '../messages.ts';
import * as styles from './services-chooser.css.ts';

interface DedicatedService {
  to: string;
  label: string;
  hint?: string;
}

export function ServicesChooser() {
  const t = useT();
  const text = useMessages(servicesText);
  const { config, embedded } = useSnapshot(configState);
  const products = useListedProducts(config.store_id, embedded);
  /** spec 2: Spain offers the simple note and the property search, Portugal the certificate and the report. */
  const dedicatedByFamily: Record<ReturnType<typeof storeFamily>, DedicatedService[]> = {
    'spain-registry': [
      { to: '/nota-simple/step1', label: t('common.requestNote'), hint: text('simpleNoteHint') },
      { to: '/q-propiedades/step1', label: text('properties'), hint: text('propertiesHint') },
    ],
    portugal: [
      { to: '/certidao-permanente/step1', label: text('certificate') },
      { to: '/i-predial-simplificada/step1', label: text('report') },
    ],
    english: [],
    other: [],
  };
  const dedicated = dedicatedByFamily[storeFamily(config.store_id)];

  const productLabel = (product: Product) =>
    product.product_id === PRODUCT_IDS.energyCertificate ? text('requestProduct', { name: product.name }) : product.name;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text('title')}</h1>
      {dedicated.length > 0 && (
        <ul className={styles.grid}>
          {dedicated.map((service) => (
            <li key={service.to} className={styles.card}>
              {service.hint && <p className={styles.hint}>{service.hint}</p>}
              <LinkButton to={service.to}>{service.label}</LinkButton>
            </li>
          ))}
        </ul>
      )}
      {products === null ? (
        <p role="status">{text('loading')}</p>
      ) : (
        groupProducts(products).map(([group, members], index) => (
          <section key={group} className={styles.section} aria-labelledby={`services-group-${index}`}>
            <h2 id={`services-group-${index}`} className={styles.groupTitle}>
              {group || text('otherProducts')}
            </h2>
            <ul className={styles.grid}>
              {members.map((product) => (
                <li key={product.product_id} className={styles.card}>
                  {product.short_description && <p className={styles.hint}>{product.short_description}</p>}
                  <LinkButton to={`/product/step1/${product.product_id}`} variant="secondary">
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
