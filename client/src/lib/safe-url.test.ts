import { describe, expect, test } from 'vitest';
import { safeHttpUrl } from './safe-url.ts';

const base = 'https://shop.example/customer/orders';

describe('links from the backend', () => {
  test('[links] http(s) links and paths of the site open', () => {
    expect(safeHttpUrl('https://docs.example/NS-1.pdf', base)).toBe('https://docs.example/NS-1.pdf');
    expect(safeHttpUrl('http://docs.example/a.pdf', base)).toBe('http://docs.example/a.pdf');
    expect(safeHttpUrl('/desktopapp/rest/invoice/file/F-1.pdf', base)).toBe('https://shop.example/desktopapp/rest/invoice/file/F-1.pdf');
  });

  test.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'blob:https://shop.example/1',
    'file:///etc/passwd',
    '',
    '   ',
  ])('[links] %j never opens', (link) => {
    expect(safeHttpUrl(link, base)).toBeNull();
  });
});
