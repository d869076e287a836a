import { decimalAmount } from '#contracts/rules/money.ts';

/** The HTML of the provider pages the fake backend simulates (PayPal, Redsys, the 3DS challenge, MONEI). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface PageAction {
  label: string;
  action: string;
  fields: Record<string, string>;
}

export function formHtml({ label, action, fields }: PageAction, id?: string): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="get" action="${escapeHtml(action)}"${id ? ` id="${escapeHtml(id)}"` : ''}>${inputs}<button type="submit">${escapeHtml(label)}</button></form>`;
}

/**
 * A small, accessible page: a heading, some lines, and one form per action. Its <style> carries the
 * response's style nonce (the Content-Security-Policy allows no other inline style element).
 */
export function providerPage(title: string, lines: string[], actions: PageAction[], styleNonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(styleNonce)}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;min-height:44px;padding:.5rem 1rem;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${actions.map((action) => formHtml(action)).join('\n')}
</main></body></html>
`;
}

export const formatEuros = (amount: number) => `${decimalAmount(amount)} EUR`;
