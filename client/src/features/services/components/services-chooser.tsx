import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/product.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { MessageKey } from '../../../i18n/messages.ts';
import { PRODUCT_IDS } from '../../../lib/product-ids.ts';
import { storeFamily } from '../../../lib/store-rules.ts';
import { configState } from '../../../stores/config-store.ts';
import { LinkButton } from '../../../ui/button.tsx';
import { useListedProducts } from '../hooks/use-listed-products.ts';
import { groupProducts } from '../lib/automatic-products.ts';
import * as styles from './services-chooser.css.ts';

interface DedicatedService {
  to: string;
  label: MessageKey;
  hint?: MessageKey;
}

/** spec 2: Spain offers the simple note and the property search, Portugal the certificate and the report. */
const DEDICATED: Record<ReturnType<typeof storeFamily>, DedicatedService[]> = {
  'spain-registry': [
    { to: '/nota-simple/step1', label: 'services.simpleNote', hint: 'services.simpleNoteHint' },
    { to: '/q-propiedades/step1', label: 'services.properties', hint: 'services.propertiesHint' },
  ],
  portugal: [
    { to: '/certidao-permanente/step1', label: 'services.certificate' },
    { to: '/i-predial-simplificada/step1', label: 'services.report' },
  ],
  english: [],
  other: [],
};

export function ServicesChooser() {
  const t = useT();
  const { config, embedded } = useSnapshot(configState);
  const products = useListedProducts(config.store_id, embedded);
  const dedicated = DEDICATED[storeFamily(config.store_id)];

  const productLabel = (product: Product) =>
    product.product_id === PRODUCT_IDS.energyCertificate ? t('services.requestProduct', { name: product.name }) : product.name;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('services.title')}</h1>
      {dedicated.length > 0 && (
        <ul className={styles.grid}>
          {dedicated.map((service) => (
            <li key={service.to} className={styles.card}>
              {service.hint && <p className={styles.hint}>{t(service.hint)}</p>}
              <LinkButton to={service.to}>{t(service.label)}</LinkButton>
            </li>
          ))}
        </ul>
      )}
      {products === null ? (
        <p role="status">{t('services.loading')}</p>
      ) : (
        groupProducts(products).map(([group, members], index) => (
          <section key={group} className={styles.section} aria-labelledby={`services-group-${index}`}>
            <h2 id={`services-group-${index}`} className={styles.groupTitle}>
              {group || t('services.otherProducts')}
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
