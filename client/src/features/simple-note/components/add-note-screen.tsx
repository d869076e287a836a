import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { addNs } from '../../../api/add-ns.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { trackAddToCart } from '../../../third-party/analytics.ts';
import { rememberLastNoteForm } from '../../../lib/last-note-form.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { local } from '../../../lib/storage.ts';
import { setShowCart } from '../../../stores/cart-store.ts';
import { LinkButton } from '../../../ui/link-button.tsx';
import { notaSimpleRequestOf, noteFlow, ownerIsUnknown } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import { AddedToCart } from '../../../wizard/added-to-cart.tsx';
import { useAddOnce } from '../../../wizard/use-add-once.ts';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { keepQuery } from '../../../lib/keep-query.ts';

/**
 * cart/add/ns: opens only when every step is valid (else the first invalid step). Adds the Nota Simple once,
 * keeps the form as the last note form (session storage, spec 4), shows the cart (show_carrito,
 * last_added_product), clears the wizard, and offers the next
 * moves: checkout, more shopping, or a property search of the same owner (linked to this Nota Simple).
 */
export function AddNoteScreen() {
  const text = useMessages(noteText);
  const { search } = useLocation();
  const [redirect] = useState(() => noteFlow.firstInvalidBefore(noteFlow.addToCart));
  const {
    state: adding,
    retry,
    heading,
  } = useAddOnce(async () => {
    const form = noteFlow.state.form;
    const request = notaSimpleRequestOf(form);
    if (request === null) throw new Error('the Nota Simple form is incomplete');
    const itemId = await addNs(request);
    rememberLastNoteForm({ ...request });
    setShowCart(true);
    const productId = request.servicio_urgente ? PRODUCT_IDS.urgentSimpleNote : PRODUCT_IDS.simpleNote;
    local.set('last_added_product', productId);
    trackAddToCart(itemId, productId);
    noteFlow.reset();
    return { itemId, ownerKnown: !ownerIsUnknown(form) };
  }, redirect === undefined);

  if (redirect !== undefined) return <Navigate to={keepQuery(noteFlow.path(redirect), search)} replace />;

  return (
    <AddedToCart
      state={adding}
      heading={heading}
      retry={retry}
      text={{ adding: text('adding'), added: text('added'), failed: text('addFailed') }}
      body={<p>{text('addedBody')}</p>}
      search={search}
    >
      {adding.status === 'added' && adding.result.ownerKnown ? (
        <LinkButton
          variant="link"
          to={{ pathname: ROUTES.propertiesQuery.start, search: propertiesSearchOf(search, adding.result.itemId) }}
        >
          {text('alsoProperties')}
        </LinkButton>
      ) : null}
    </AddedToCart>
  );
}

/** The property search of the same owner, linked to this Nota Simple (origin=ns), keeping the store's query. */
function propertiesSearchOf(search: string, itemId: string): string {
  const params = new URLSearchParams(search);
  params.set('origin', 'ns');
  params.set('origin_id', itemId);
  params.delete('municipio');
  return `?${params.toString()}`;
}
