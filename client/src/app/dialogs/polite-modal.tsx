import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useMessages, useT } from '../../i18n/use-t.ts';
import { sanitizeMessageHtml } from '../../lib/sanitize-html.ts';
import { configState } from '../../stores/config-store.ts';
import type { PoliteMessage } from '../../stores/polite-modal-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogActions } from '../../ui/dialog.tsx';
import * as styles from './dialogs.css.ts';
import { dialogText } from './messages.ts';

/** Where the phone link goes in the help line's text. */
const PHONE_SLOT = '\u0000';

/**
 * spec 2 "Other dialogs": the polite modal, an HTML message (sanitized with DOMPurify, both loaded only when a
 * message is first shown) with a close button, and the help line with a phone number and the site's name.
 */
export function PoliteModal({ message, onClose }: { message: PoliteMessage; onClose: () => void }) {
  const t = useT();
  const text = useMessages(dialogText);
  const html = useMemo(() => sanitizeMessageHtml(message.html), [message.html]);
  const { portalName } = useSnapshot(configState).config;

  return (
    <Dialog title={text('politeTitle')} isOpen onOpenChange={(open) => open || onClose()}>
      <div className={styles.message} dangerouslySetInnerHTML={{ __html: html }} />
      {message.phone ? <HelpLine phone={message.phone} site={portalName.trim()} /> : null}
      <DialogActions>
        <Button onPress={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function HelpLine({ phone, site }: { phone: string; site: string }) {
  const text = useMessages(dialogText);
  const line = site ? text('helpLine', { site, phone: PHONE_SLOT }) : text('helpLineNoSite', { phone: PHONE_SLOT });
  const [before, after = ''] = line.split(PHONE_SLOT);
  return (
    <p className={styles.helpLine}>
      {before}
      <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {phone}
      </a>
      {after}
    </p>
  );
}
