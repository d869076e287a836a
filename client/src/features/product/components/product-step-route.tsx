import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Product } from '#contracts/api/product.ts';
import { useT } from '../../../i18n/use-t.ts';
import { whenIdleAfterFirstTouch } from '../../../lib/route-prefetch.ts';
import { firstStepKey, local } from '../../../lib/storage.ts';
import { setPageHead } from '../../../stores/page-title-store.ts';
import { StoreGate } from '../../../guards/store-gate.tsx';
import { StepGuard } from '../../../wizard/step-guard.tsx';
import { useProduct } from '../hooks/use-product.ts';
import { stepsOf } from '#contracts/rules/generic-product-rules.ts';
import { isSoldOnStore } from '#contracts/rules/product-availability.ts';
import { dedicatedFlowOf } from '#contracts/rules/dedicated-flows.ts';
import { productHead } from '../lib/product-head.ts';
import { CONFIRMATION_STEP, isProductFlowOf, productFlow, productStepPath, startProductFlow, startingForm } from '../lib/product-flow.ts';
import { ConfirmationStep } from './confirmation-step.tsx';
import { needsLazyFields, preloadOptionFields } from './lazy-option-fields.tsx';
import { QuestionStep } from './question-step.tsx';
import { keepQuery } from '../../../lib/keep-query.ts';

/** 'step4' -> 4, 'confirmation' -> 'confirmation'; anything else (step0, step32, stepx) -> null. */
function parseStep(param: string | undefined): number | typeof CONFIRMATION_STEP | null {
  if (param === CONFIRMATION_STEP) return CONFIRMATION_STEP;
  const match = /^step([1-9][0-9]?)$/.exec(param ?? '');
  const step = match ? Number(match[1]) : 0;
  return step >= 1 && step <= 30 ? step : null;
}

/**
 * product/step{N}/{product_id} and product/confirmation/{product_id}: the generic flow (spec 2 and 4), on the stores that
 * sell the product; elsewhere (and for a product the backend does not know) servicios, with the query string. A product
 * only a dedicated flow may add (the Nota Simple, the property search and its localisation group, the permanent
 * certificate, the simplified report) leads to that flow, with the query string: its generic add would be refused.
 */
export function ProductStepRoute() {
  const { productId = '' } = useParams();
  const { search } = useLocation();
  const flow = dedicatedFlowOf(productId);
  if (flow !== undefined) return <Navigate to={keepQuery(flow.start, search)} replace />;
  return <GenericProductRoute productId={productId} />;
}

function GenericProductRoute({ productId }: { productId: string }) {
  const t = useT();
  const { step: stepParam } = useParams();
  const { search } = useLocation();
  const load = useProduct(productId);

  if (load.status === 'loading') return <p role="status">{t('app.loading')}</p>;
  if (load.status === 'missing') return <Navigate to={keepQuery(ROUTES.services, search)} replace />;
  // Only on a store of the product's list, the rule addgeneric refuses other stores with (issue 23, point 3).
  return (
    <StoreGate sells={(storeId) => isSoldOnStore(load.product, storeId)}>
      <ProductFlow product={load.product} stepParam={stepParam} />
    </StoreGate>
  );
}

function ProductFlow({ product, stepParam }: { product: Product; stepParam: string | undefined }) {
  const t = useT();
  const { search } = useLocation();
  const flow = useSnapshot(productFlow.state, { sync: true });
  const ready = isProductFlowOf(product, flow);
  const step = parseStep(stepParam);
  // The first step shows the answers the flow starts with until the buyer's first answer starts it
  // (startProductFlow), so the server can render it and hydrating it changes nothing (decision 035).
  const form = ready ? flow.form : startingForm(product);

  useEffect(() => {
    if (step !== 1) startProductFlow(product);
  }, [product, step]);

  // The product's own title and description (spec 3), before each step's 'Paso 1 de 8', as the server's page has them.
  useEffect(() => {
    setPageHead(productHead(product));
    return () => setPageHead(null);
  }, [product]);

  useEffect(() => {
    if (step !== 1) return;
    local.set(firstStepKey(product.product_id), 1);
  }, [step, product.product_id]);

  // The fields an answer may still reveal, or a later step show, load once the buyer has started (not while the page starts).
  useEffect(() => {
    if (!needsLazyFields(product.options)) return;
    return whenIdleAfterFirstTouch(() => void preloadOptionFields().catch(() => undefined));
  }, [product]);

  if (!ready && step !== 1) return <p role="status">{t('app.loading')}</p>;
  const first = stepsOf(product)[0];
  if (step === null || (step !== CONFIRMATION_STEP && !stepsOf(product).includes(step))) {
    const target = first === undefined ? CONFIRMATION_STEP : String(first);
    return <Navigate to={keepQuery(productStepPath(product.product_id, target), search)} replace />;
  }
  const id = String(step);
  return (
    <StepGuard flow={productFlow} step={id} pathOf={(target) => productStepPath(product.product_id, target)} guarding={ready}>
      {step === CONFIRMATION_STEP ? (
        <ConfirmationStep key={product.product_id} product={product} />
      ) : (
        <QuestionStep key={`${product.product_id}-${id}`} product={product} step={step} form={form} />
      )}
    </StepGuard>
  );
}
