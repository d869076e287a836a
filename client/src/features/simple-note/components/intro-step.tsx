import { useSnapshot } from 'valtio';
import { useProductPrices } from '../../../api/use-product-prices.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { configState } from '../../../stores/config-store.ts';
import { Button } from '../../../ui/button.tsx';
import { useGoToStep } from '../../../wizard/use-continue.ts';
import { PRODUCT_IDS } from '#contracts/constants/product-ids.ts';
import { noteFlow } from '../lib/note-flow.ts';
import { noteText } from '../messages.ts';
import * as styles from './simple-note.css.ts';

/** step0: what a Nota Simple is, its price and delivery, and the buyer's yes (quiere_una_ns). */
export function IntroStep() {
  const t = useT();
  const text = useMessages(noteText);
  const goTo = useGoToStep();
  const { deliveryNote } = useSnapshot(configState).config;
  const { registro } = useSnapshot(noteFlow.state).form;
  const prices = useProductPrices([PRODUCT_IDS.simpleNote]);
  const price = prices?.[PRODUCT_IDS.simpleNote];

  return (
    <section className={styles.intro} aria-labelledby="note-intro-heading">
      <h1 id="note-intro-heading" className={styles.heading}>
        {t('common.requestNote')}
      </h1>
      <p>{text('introBody')}</p>
      {price === undefined ? null : <p>{t('common.price', { price: formatEuro(price) })}</p>}
      {registro ? (
        <p>
          {text('introMunicipality', {
            municipality: text('municipalityChosen', { municipality: registro.municipio, province: registro.provincia }),
          })}
        </p>
      ) : null}
      <p className={styles.note}>{deliveryNote}</p>
      <div className={styles.actions}>
        <Button
          onPress={() => {
            noteFlow.update({ quiere_una_ns: true });
            goTo(noteFlow.path('step1'));
          }}
        >
          {text('start')}
        </Button>
      </div>
    </section>
  );
}
