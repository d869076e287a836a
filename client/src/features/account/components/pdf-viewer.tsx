import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/use-t.ts';
import { pdfViewerLibrary, useThirdPartyScript } from '../../../third-party/third-party-libraries.ts';
import { accountText } from '../messages.ts';
import * as styles from './account.css.ts';

/**
 * The PDF viewer, loaded on demand (spec 7): the configured PDF viewer library, through the one loader, renders the
 * document here. When it does not load (or its script gives no viewer), the browser's own viewer shows it in a frame
 * and a line says so; the download link beside it always works. A deployment that configures none gets the browser's
 * viewer without the line.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  const text = useMessages(accountText);
  const { status } = useThirdPartyScript('pdfViewer');
  const host = useRef<HTMLDivElement>(null);
  const library = status === 'ready' ? pdfViewerLibrary() : null;
  useEffect(() => {
    if (library !== null && host.current !== null) library.render(host.current, url, title);
  }, [library, url, title]);

  if (status === 'loading') return <p role="status">{text('viewerLoading')}</p>;
  if (library !== null) return <div ref={host} className={styles.viewerHost} data-viewer-host="" />;
  return (
    <>
      {status === 'not-configured' ? null : <p className={styles.notice}>{text('viewerFallback')}</p>}
      <iframe className={styles.viewer} src={url} title={title} />
    </>
  );
}
