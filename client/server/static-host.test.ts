import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { RUNTIME_STYLES, inlineElements } from './static-host.ts';

describe('[prerender] what a static host’s policy must allow (decision 035)', () => {
  test('[prerender] React Aria’s runtime styles are still the ones the policy hashes', async () => {
    const dist = join(dirname(createRequire(import.meta.url).resolve('react-aria/package.json')), 'dist', 'private');
    const press = await readFile(join(dist, 'interactions', 'usePress.mjs'), 'utf8');
    const scroll = await readFile(join(dist, 'overlays', 'usePreventScroll.mjs'), 'utf8');
    // Their template literals, trimmed as React Aria trims them, with the pressable attribute's name filled in.
    const literal = (source: string, marker: string) => {
      const start = source.indexOf('style.textContent = `', source.indexOf(marker));
      return source.slice(start + 'style.textContent = `'.length, source.indexOf('`', start + 'style.textContent = `'.length)).trim();
    };
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(press)?.[1] ?? '';
    expect(attribute).not.toBe('');
    expect([
      literal(press, 'STYLE_ID;').replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute),
      literal(scroll, 'inject it as a <style>'),
    ]).toEqual([...RUNTIME_STYLES]);
  });

  test('[prerender] inline styles and running inline scripts are found; JSON elements and scripts with a src are not scripts', () => {
    const page =
      '<style>a{}</style><script type="module" src="/x.js"></script><script type="application/json" id="opf-boot">{}</script><script>run()</script>';
    expect(inlineElements(page)).toEqual({ styles: ['a{}'], scripts: ['run()'] });
  });
});
