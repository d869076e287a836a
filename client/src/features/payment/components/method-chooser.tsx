import type { PaymentMethod } from '#contracts/constants/payment-methods.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

const HINTS: Partial<Record<PaymentMethod, 'hint.multibanco' | 'hint.moneimultibanco'>> = {
  multibanco: 'hint.multibanco',
  moneimultibanco: 'hint.moneimultibanco',
};

/** One button per method; pressing one chooses it. Methods that look alike (the two Multibancos) say how they differ. */
export function MethodChooser({
  methods,
  onChoose,
  isDisabled = false,
}: {
  methods: readonly PaymentMethod[];
  onChoose: (method: PaymentMethod) => void;
  isDisabled?: boolean;
}) {
  const text = useMessages(paymentText);
  return (
    <ul className={styles.methods} aria-label={text('methods')}>
      {methods.map((method) => (
        <li key={method} className={styles.method}>
          <Button
            variant="secondary"
            onPress={() => onChoose(method)}
            isDisabled={isDisabled}
            {...(HINTS[method] ? { 'aria-describedby': `method-hint-${method}` } : {})}
          >
            {text(`method.${method}`)}
          </Button>
          {HINTS[method] ? (
            <span id={`method-hint-${method}`} className={styles.methodHint}>
              {text(HINTS[method])}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
