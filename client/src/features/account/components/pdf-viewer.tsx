import * as styles from './account.css.ts';

/**
 * The PDF viewer, loaded on demand: the browser's own, in a frame. No third-party PDF library is shipped; a
 * browser without a built-in viewer offers the download link beside it instead.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  return <iframe className={styles.viewer} src={url} title={title} />;
}
