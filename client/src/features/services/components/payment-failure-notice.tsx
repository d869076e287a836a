import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { local } from '../../../lib/storage.ts';
import { Snackbar } from '../../../ui/snackbar.tsx';

/**
 * servicios/reset (spec 2 and 4): shows the stored failed-payment message in a snackbar with Ok,
 * and clears the invalid-payment flag. Ok forgets the message so it is not shown twice.
 */
export function PaymentFailureNotice() {
  const t = useT();
  const [message, setMessage] = useState(() => local.get('payment_message'));

  useEffect(() => {
    local.set('temporal_invalid_payment', 0);
  }, []);

  if (!message) return null;
  return (
    <Snackbar
      message={message}
      okLabel={t('common.ok')}
      onOk={() => {
        local.remove('payment_message');
        setMessage(null);
      }}
    />
  );
}
