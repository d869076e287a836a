import { RefusedUrlError, checkedServerUrl } from './server-url.ts';

/**
 * spec 7: the PayPal (and Redsys) step answers an HTML page; its form is extracted and submitted,
 * which takes the buyer to the provider. Only the form travels: no script of the page runs.
 */
export function extractProviderForm(html: string, doc: Document = document): HTMLFormElement | null {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const form = parsed.querySelector('form');
  if (form === null) return null;
  const copy = doc.createElement('form');
  copy.method = form.getAttribute('method') ?? 'post';
  copy.action = form.getAttribute('action') ?? '';
  copy.hidden = true;
  for (const input of form.querySelectorAll('input[type="hidden"]')) {
    const field = doc.createElement('input');
    field.type = 'hidden';
    field.name = input.getAttribute('name') ?? '';
    field.value = input.getAttribute('value') ?? '';
    copy.append(field);
  }
  return copy;
}

/**
 * Submits the provider's form from this page; false when the HTML held no form. A form whose action is not http(s)
 * is never submitted: RefusedUrlError, logged and shown as the generic error (lib/server-url.ts).
 */
export function submitProviderForm(html: string, what: string, doc: Document = document): boolean {
  const form = extractProviderForm(html, doc);
  if (form === null) return false;
  if (checkedServerUrl(form.getAttribute('action') ?? '', `${what} action`, doc.baseURI) === null)
    throw new RefusedUrlError(`${what} action`);
  doc.body.append(form);
  form.submit();
  return true;
}
