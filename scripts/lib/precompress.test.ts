import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { isPrecompressed, precompressDir } from './precompress.ts';

const TEXT = 'const storefront = "Nota Simple";\n'.repeat(60);

describe('precompressing the build', () => {
  test('[compression] text files of 1 KB or more get .br and .gz copies; source maps, images, small files, index.html and the version file do not', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'images'));
    const files: Record<string, string> = {
      'assets/index-abc.js': TEXT,
      'assets/index-abc.css': TEXT,
      'assets/index-abc.js.map': TEXT,
      'assets/tiny-abc.js': 'export {};',
      'images/logo-14.svg': `<svg>${TEXT}</svg>`,
      'images/photo.png': TEXT,
      'embed.js': TEXT,
      'index.html': TEXT,
      'version.json': TEXT,
    };
    for (const [path, text] of Object.entries(files)) await writeFile(join(dir, path), text);

    expect(await precompressDir(dir)).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'embed.js', 'images/logo-14.svg']);
    const written = (await readdir(dir, { recursive: true })).filter((path) => /\.(br|gz)$/.test(path)).sort();
    expect(written).toEqual([
      'assets/index-abc.css.br',
      'assets/index-abc.css.gz',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'embed.js.br',
      'embed.js.gz',
      'images/logo-14.svg.br',
      'images/logo-14.svg.gz',
    ]);
  });

  test('[compression] the rule: a text type of at least 1 KB, never a compressed copy itself', () => {
    expect(isPrecompressed('assets/index-abc.js', 4096)).toBe(true);
    expect(isPrecompressed('assets/index-abc.js', 1023)).toBe(false);
    expect(isPrecompressed('site.webmanifest', 2048)).toBe(true);
    expect(isPrecompressed('assets/index-abc.js.br', 4096)).toBe(false);
    expect(isPrecompressed('assets/index-abc.js.gz', 4096)).toBe(false);
  });
});
