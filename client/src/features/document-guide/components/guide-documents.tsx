import { useState } from 'react';
import type { Product } from '#contracts/api/product.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { GUIDE_FAMILIES, type GuideFamily } from '#contracts/constants/document-guide-families.ts';
import { type GuideDocument, type GuideNeed, type GuideSituation, familiesServing } from '#contracts/constants/document-guide.ts';
import type { Language } from '#contracts/constants/stores.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { addGeneric } from '../../../api/add-generic.ts';
import { useLanguage, useMessages, useT } from '../../../i18n/use-t.ts';
import { useKeepQuery } from '../../../lib/keep-query.ts';
import { FixedLink } from '../../../ui/fixed-link.tsx';
import { LinkButton, PlainButton } from '../../../ui/link-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { useGuideProducts } from '../hooks/use-guide-products.ts';
import { guidePrice, needsNoAnswers, wizardStartOf } from '../lib/guide-documents.ts';
import { guideText } from '../messages.ts';
import * as styles from './document-guide.css.ts';

interface Row {
  document: GuideDocument;
  need: GuideNeed;
}

interface GuideDocumentsProps {
  situation: GuideSituation;
  family: GuideFamily;
  rows: readonly Row[];
  /** Where "Back" goes: the last question asked. */
  back: string;
}

/** Families named in a sentence: 'A', 'A o B'. */
const familyNames = (families: readonly GuideFamily[], language: Language, or: string) =>
  families.map((family) => GUIDE_FAMILIES[family].name[language]).join(or);

/**
 * The guide's last page: the documents this store sells for the buyer's situation, essential ones first, each with
 * what it proves, its price as the chooser shows it and a way into its wizard; and one action that adds to the cart
 * every document that asks nothing. A situation the store cannot serve names the stores that can.
 */
export function GuideDocuments({ situation, family, rows, back }: GuideDocumentsProps) {
  const text = useMessages(guideText);
  const t = useT();
  const language = useLanguage();
  const products = useGuideProducts(rows.map(({ document }) => document.productId));
  const withQuery = useKeepQuery();

  const header = (
    <>
      <FixedLink to={back} className={styles.backLink}>
        {text('back')}
      </FixedLink>
      <div>
        <h1 className={styles.heading}>{text('documentsTitle')}</h1>
        <p className={styles.hint}>{text('yourSituation', { situation: situation.label[language] })}</p>
      </div>
    </>
  );

  if (rows.length === 0) {
    const others = familiesServing(situation).filter((other) => other !== family);
    return (
      <div className={styles.page}>
        {header}
        <p>{text('notSoldHere', { families: familyNames(others, language, text('or')) })}</p>
        <div className={styles.actions}>
          <LinkButton to={withQuery(ROUTES.guide.start)}>{text('otherSituation')}</LinkButton>
          <LinkButton to={withQuery(ROUTES.services)} variant="secondary">
            {text('allServices')}
          </LinkButton>
        </div>
      </div>
    );
  }

  if (products === null) {
    return (
      <div className={styles.page}>
        {header}
        <PageLoading>{text('loading')}</PageLoading>
      </div>
    );
  }

  const shown = rows.flatMap((row) => {
    const product = products.get(row.document.productId);
    return product ? [{ ...row, product }] : [];
  });
  const withoutQuestions = shown.filter(({ product }) => needsNoAnswers(product)).map(({ product }) => product);

  return (
    <div className={styles.page}>
      {header}
      <p className={styles.hint}>{t('common.pricesIncludeVat')}</p>
      {(['essential', 'useful'] as const).map((need) => {
        const members = shown.filter((row) => row.need === need);
        if (members.length === 0) return null;
        return (
          <section key={need} className={styles.section} aria-labelledby={`guide-${need}`}>
            <div>
              <h2 id={`guide-${need}`} className={styles.sectionTitle}>
                {text(need)}
              </h2>
              <p className={styles.hint}>{text(need === 'essential' ? 'essentialHint' : 'usefulHint')}</p>
            </div>
            <ul className={styles.list}>
              {members.map(({ document, product }) => (
                <DocumentCard key={document.productId} document={document} product={product} language={language} />
              ))}
            </ul>
          </section>
        );
      })}
      {withoutQuestions.length > 0 && <AddAll products={withoutQuestions} />}
    </div>
  );
}

function DocumentCard({ document, product, language }: { document: GuideDocument; product: Product; language: Language }) {
  const text = useMessages(guideText);
  const t = useT();
  const withQuery = useKeepQuery();
  const price = guidePrice(product);
  const amount = formatEuro(price.amount);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{product.name}</h3>
      <p>{document.proves[language]}</p>
      <p className={styles.price}>{price.varies ? t('common.priceFrom', { price: amount }) : amount}</p>
      <LinkButton to={withQuery(wizardStartOf(product.product_id))} variant="secondary">
        {text('request', { name: product.name })}
      </LinkButton>
    </li>
  );
}

/** Adds every document that asks nothing to the cart, one call each (spec 7 addgeneric with no answers). */
function AddAll({ products }: { products: readonly Product[] }) {
  const text = useMessages(guideText);
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const add = async () => {
    setState('adding');
    try {
      for (const product of products) await addGeneric({ product_id: product.product_id, values: [] });
      setState('added');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.actions}>
      <PlainButton onClick={() => void add()} disabled={state === 'adding'}>
        {state === 'adding' ? text('adding') : text('addAll', { count: products.length })}
      </PlainButton>
      <p role="status" className={styles.status}>
        {state === 'added' ? text('added', { count: products.length }) : state === 'failed' ? text('addFailed') : ''}
      </p>
    </div>
  );
}
