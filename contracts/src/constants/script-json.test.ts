import { describe, expect, test } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson (JSON inside an inline <script>)', () => {
  test('[security] `</script>`, `<!--`, `&` and U+2028/U+2029 are escaped; JSON.parse gives the value back', () => {
    const value = {
      note: '</script><script>alert(1)</script>',
      comment: '<!-- <script>',
      query: 'a=1&b=2 > 0',
      separators: 'line\u2028paragraph\u2029end',
      nested: [{ name: 'Ribeiro & Filhos </SCRIPT>' }],
    };

    const json = scriptJson(value);

    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u003c!--');
    expect(json).toContain('a=1\\u0026b=2 \\u003e 0');
    expect(json).toContain('line\\u2028paragraph\\u2029end');
    expect(JSON.parse(json)).toEqual(value);
  });

  test('[security] a value with nothing to escape is plain JSON', () => {
    const value = { store_id: 9, mount: '#storefront', prices: [1.5, 2], ok: true, none: null };
    expect(scriptJson(value)).toBe(JSON.stringify(value));
  });

  test('[security] a 7 MB string is escaped in one pass and comes back whole', () => {
    const chunk = '</script><!--&\u2028\u2029 Fermentelos, Águeda ';
    const big = chunk.repeat(Math.ceil((7 * 1024 * 1024) / chunk.length));

    const json = scriptJson({ big });

    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ big });
  });
});
