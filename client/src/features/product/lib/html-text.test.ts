// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { htmlToText } from './html-text.ts';

test('[polite modal] the plain text of an HTML message keeps its words and drops its markup and code', () => {
  expect(htmlToText('<p>Lo sentimos, <strong>sin los datos</strong>\n de la escritura</p><script>alert(1)</script>')).toBe(
    'Lo sentimos, sin los datos de la escritura',
  );
  expect(htmlToText('Lo sentimos, sin los datos de la escritura no podemos solicitarla.')).toBe(
    'Lo sentimos, sin los datos de la escritura no podemos solicitarla.',
  );
});
