import type { PaymentMethod } from '#contracts/payment.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { Button } from '../../../ui/button.tsx';
import { paymentText } from '../messages.ts';
import * as styles from './payment.css.ts';

/** One button per method; pressing one chooses it. */
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
        <li key={method}>
          <Button variant="secondary" onPress={() => onChoose(method)} isDisabled={isDisabled}>
            {text(`method.${method}`)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
