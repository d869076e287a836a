import { ROUTES } from '#contracts/constants/client-routes.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { CartItem } from '#contracts/api/cart.ts';
import { mayCorrectNotaSimple } from '#contracts/rules/nota-simple-correction.ts';
import { usePedidos } from '../../../api/get-pedidos.ts';
import { updatePedidoNs } from '../../../api/update-pedido-ns.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { LinkButton } from '../../../ui/link-button.tsx';
import { noteText } from '../messages.ts';
import * as styles from './simple-note.css.ts';
import { useNoteEditFields } from './note-edit-fields.tsx';
import { useKeepQuery } from '../../../lib/keep-query.ts';

/** Where the order detail lives (features/account/lib/account-paths.ts): the way back. */

/**
 * nota-simple/corregir/{order_id}/{item_id}: the buyer corrects the owner, address, municipality and registry data of a
 * Nota Simple already ordered (updatePedidoNS, spec 7), while the order allows it (mayCorrectNotaSimple, the rule the
 * backend applies too); the order detail links here (docs/decisions/038).
 */
export function CorrectNoteScreen() {
  const t = useT();
  const text = useMessages(noteText);
  const withQuery = useKeepQuery();
  const { orderId = '', itemId = '' } = useParams();
  const validIds = /^[0-9]{1,20}$/.test(orderId) && /^[0-9]{1,20}$/.test(itemId);
  const load = usePedidos(validIds ? { id: orderId } : null);
  const item =
    load.status === 'ready' ? load.data.pedidos?.find((candidate) => candidate.order_id === orderId && candidate.id === itemId) : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = !validIds || load.status !== 'loading';
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  return (
    <section className={styles.intro} aria-labelledby="correct-note-heading">
      <h1 id="correct-note-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {text('correctHeading')}
      </h1>
      {!settled ? (
        <p role="status">{t('app.loading')}</p>
      ) : item === undefined ? (
        <p role="alert">{text('correctMissing')}</p>
      ) : mayCorrectNotaSimple(item) ? (
        <CorrectionForm orderId={orderId} item={item} />
      ) : (
        <p className={styles.note}>{text('correctClosed')}</p>
      )}
      <p>
        <LinkButton to={withQuery(ROUTES.account.order(orderId))} variant="secondary">
          {t('common.backToOrder', { order: orderId })}
        </LinkButton>
      </p>
    </section>
  );
}

function CorrectionForm({ orderId, item }: { orderId: string; item: CartItem }) {
  const t = useT();
  const text = useMessages(noteText);
  const { fields, edit } = useNoteEditFields(item, 'correct');
  const [state, setState] = useState<'editing' | 'saving' | 'saved' | 'failed'>('editing');
  // The save button is disabled while saving, which drops the focus to <body>: once the answer is in, the focus goes
  // to what it says, as it goes to the heading after a navigation (issue 41).
  const saved = useRef<HTMLParagraphElement>(null);
  const failed = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'saved') saved.current?.focus();
    else if (state === 'failed') failed.current?.focus();
  }, [state]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = edit();
    if (data === null) return;
    setState('saving');
    try {
      setState((await updatePedidoNs(orderId, item.id, data)) === null ? 'failed' : 'saved');
    } catch {
      setState('failed'); // the API module has logged it and shows the error
    }
  }

  return (
    <form className={styles.intro} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="correct-note-heading">
      <p>{text('correctIntro', { order: orderId })}</p>
      {fields}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={state === 'saving'}>
          {state === 'saving' ? t('common.saving') : text('correctSave')}
        </Button>
      </div>
      <p role="status" ref={saved} tabIndex={-1}>
        {state === 'saved' ? text('corrected') : ''}
      </p>
      <p role="alert" ref={failed} tabIndex={-1}>
        {state === 'failed' ? t('common.saveFailed') : ''}
      </p>
    </form>
  );
}
