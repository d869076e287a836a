import { useState } from 'react';
import { pushSubscribe } from '../../../api/push-subscribe.ts';
import { useMessages } from '../../../i18n/use-t.ts';
import { type PushOutcome, enablePushNotifications, pushSupported } from '../lib/push-notifications.ts';
import { Button } from '../../../ui/button.tsx';
import { PUSH_PUBLIC_KEY } from '../lib/push-key.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';

/**
 * Order notifications in this browser: the permission prompt and the service worker come only after the buyer
 * presses the button, never on load; the subscription is sent to pushSubscribe as the browser gives it.
 */
export function NotificationsPanel() {
  const text = useMessages(accountText);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PushOutcome['result'] | null>(() =>
    pushSupported() ? (Notification.permission === 'denied' ? 'denied' : null) : 'unsupported',
  );

  async function enable() {
    setBusy(true);
    const answer = await enablePushNotifications(PUSH_PUBLIC_KEY, async (subscription) => {
      await pushSubscribe(subscription as Parameters<typeof pushSubscribe>[0]);
    });
    if (answer.result === 'failed') console.error('[push] could not turn notifications on', answer.error);
    setOutcome(answer.result);
    setBusy(false);
  }

  const message = {
    subscribed: text('notificationsOn'),
    denied: text('notificationsDenied'),
    unsupported: text('notificationsUnsupported'),
    failed: text('notificationsFailed'),
  };
  return (
    <section className={styles.card} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.subheading}>
        {text('notificationsHeading')}
      </h2>
      <p>{text('notificationsIntro')}</p>
      {(outcome === null || outcome === 'failed') && (
        <p>
          <Button variant="secondary" isDisabled={busy} onPress={() => void enable()}>
            {text('notificationsEnable')}
          </Button>
        </p>
      )}
      <p role="status">{outcome === null ? '' : message[outcome]}</p>
    </section>
  );
}
