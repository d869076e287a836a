import { describe, expect, test } from 'vitest';
import { memoryUploadKeeper } from '../testing/memory-upload-keeper.ts';
import { KEEP_LIMITS, type KeepLimits, type PendingUploads, createPendingUploads } from './pending-uploads.ts';
import type { UploadKeeper } from './upload-keeper.ts';

const will = (id: string, fileName: string) => ({ id, product_id: '18480', options: [{ option_id: '20058', value: fileName }] });
const pdf = (name: string, bytes = 8) => new File(['%PDF-1.7'.padEnd(bytes, ' ')], name, { type: 'application/pdf' });
const DAY = 24 * 60 * 60 * 1000;
const small: KeepLimits = { fileBytes: 100, files: 2, totalBytes: 150, ageMs: DAY };

/** One page of the storefront: a store of pending uploads over the browser's keeper (shared between pages). */
function page(keeper: UploadKeeper | null, clock = { now: Date.UTC(2026, 10, 28, 10) }, limits = small) {
  return createPendingUploads({ openKeeper: () => Promise.resolve(keeper), now: () => clock.now, limits });
}

/** The buyer chooses the will's file, and the page is left once it is written (as a buyer takes longer to pay). */
async function chooseThenLeave(uploads: PendingUploads, file: File): Promise<void> {
  uploads.remember('18480', '20058', file);
  await uploads.matching([]);
}

describe('documents waiting for their order', () => {
  test('[uploads] a chosen file goes to the order item that answered the option with its name, once sent it is forgotten', async () => {
    const uploads = page(memoryUploadKeeper());
    const file = pdf('voluntades.pdf');
    uploads.remember('18480', '20058', file);
    expect(await uploads.matching([will('1', 'otro.pdf')])).toEqual([]);
    expect(await uploads.matching([will('1', 'otro.pdf'), will('2', 'voluntades.pdf')])).toEqual([
      { productId: '18480', optionId: '20058', name: 'voluntades.pdf', file, kept: true, itemId: '2' },
    ]);
    uploads.forget({ productId: '18480', optionId: '20058' });
    expect(await uploads.matching([will('2', 'voluntades.pdf')])).toEqual([]);
  });

  test('[uploads] clearing the field forgets the file, in this page and in the keeper', async () => {
    const keeper = memoryUploadKeeper();
    const uploads = page(keeper);
    uploads.remember('18480', '20058', pdf('a.pdf'));
    uploads.remember('18480', '20058', null);
    expect(await uploads.matching([will('1', 'a.pdf')])).toEqual([]);
    expect(keeper.records.size).toBe(0);
  });

  test('[uploads] a file survives leaving the page (a provider page, a reload) with its bytes, and only them and its name', async () => {
    const keeper = memoryUploadKeeper();
    const clock = { now: Date.UTC(2026, 10, 28, 10) };
    await chooseThenLeave(page(keeper, clock), pdf('voluntades.pdf'));

    const [found] = await page(keeper, clock).matching([will('7', 'voluntades.pdf')]);
    expect(found).toMatchObject({ name: 'voluntades.pdf', kept: true, itemId: '7' });
    expect(await found?.file?.text()).toBe('%PDF-1.7');
    expect(found?.file?.type).toBe('application/pdf');
    expect(Object.keys(keeper.records.get('18480:20058') ?? {}).sort()).toEqual([
      'bytes',
      'keptAt',
      'name',
      'optionId',
      'productId',
      'type',
    ]);
  });

  test('[uploads] sent after the return, a file is deleted from the keeper', async () => {
    const keeper = memoryUploadKeeper();
    await chooseThenLeave(page(keeper), pdf('voluntades.pdf'));
    const back = page(keeper);
    const found = await back.matching([will('7', 'voluntades.pdf')]);
    expect(found).toHaveLength(1);
    for (const upload of found) back.forget(upload);
    expect(await page(keeper).matching([will('7', 'voluntades.pdf')])).toEqual([]);
    expect(keeper.records.size).toBe(0);
  });

  test('[uploads] a kept file is dropped after a day', async () => {
    const keeper = memoryUploadKeeper();
    const clock = { now: Date.UTC(2026, 10, 28, 10) };
    await chooseThenLeave(page(keeper, clock), pdf('voluntades.pdf'));
    clock.now += DAY;
    expect(await page(keeper, clock).matching([will('7', 'voluntades.pdf')])).toHaveLength(1);
    clock.now += 1;
    expect(await page(keeper, clock).matching([will('7', 'voluntades.pdf')])).toEqual([]);
    expect(keeper.records.size).toBe(0);
  });

  test('[uploads] beyond the caps (size of a file, number of files, all of them) only the name is kept: sent from the order after the return', async () => {
    const keeper = memoryUploadKeeper();
    const before = page(keeper);
    before.remember('1', 'big', pdf('big.pdf', 101));
    before.remember('1', 'a', pdf('a.pdf', 80));
    before.remember('1', 'b', pdf('b.pdf', 80)); // 160 bytes in all: over 150
    before.remember('1', 'c', pdf('c.pdf', 10));
    before.remember('1', 'd', pdf('d.pdf', 10)); // a third file
    const item = (option: string, name: string) => ({ id: option, product_id: '1', options: [{ option_id: option, value: name }] });
    const items = [item('big', 'big.pdf'), item('a', 'a.pdf'), item('b', 'b.pdf'), item('c', 'c.pdf'), item('d', 'd.pdf')];

    // this page still has every file: a card payment sends them all
    expect((await before.matching(items)).map(({ name, kept, file }) => [name, kept, file !== null])).toEqual([
      ['big.pdf', false, true],
      ['a.pdf', true, true],
      ['b.pdf', false, true],
      ['c.pdf', true, true],
      ['d.pdf', false, true],
    ]);
    const after = await page(keeper).matching(items);
    expect(after.map(({ name, file }) => [name, file !== null])).toEqual([
      ['big.pdf', false],
      ['a.pdf', true],
      ['b.pdf', false],
      ['c.pdf', true],
      ['d.pdf', false],
    ]);
  });

  test('[uploads] the default caps: the largest upload, five files, two of the largest in all, a day', () => {
    expect(KEEP_LIMITS).toEqual({ fileBytes: 25 * 1024 * 1024, files: 5, totalBytes: 50 * 1024 * 1024, ageMs: DAY });
  });

  test('[uploads] when the browser refuses the bytes (quota), the name is kept; the file stays in this page', async () => {
    const keeper = memoryUploadKeeper();
    keeper.refuseBytes = true;
    const uploads = page(keeper);
    const file = pdf('voluntades.pdf');
    await chooseThenLeave(uploads, file);
    expect(await uploads.matching([will('7', 'voluntades.pdf')])).toEqual([
      { productId: '18480', optionId: '20058', name: 'voluntades.pdf', file, kept: false, itemId: '7' },
    ]);
    expect(await page(keeper).matching([will('7', 'voluntades.pdf')])).toEqual([
      { productId: '18480', optionId: '20058', name: 'voluntades.pdf', file: null, kept: false, itemId: '7' },
    ]);
  });

  test('[uploads] a browser that cannot keep files (no IndexedDB, a keeper that fails) still sends them from this page', async () => {
    const broken: UploadKeeper = {
      all: () => Promise.reject(new Error('InvalidStateError')),
      put: () => Promise.reject(new Error('InvalidStateError')),
      remove: () => Promise.reject(new Error('InvalidStateError')),
    };
    for (const keeper of [null, broken]) {
      const uploads = page(keeper);
      const file = pdf('voluntades.pdf');
      uploads.remember('18480', '20058', file);
      expect(await uploads.matching([will('7', 'voluntades.pdf')])).toEqual([
        { productId: '18480', optionId: '20058', name: 'voluntades.pdf', file, kept: false, itemId: '7' },
      ]);
      uploads.forget({ productId: '18480', optionId: '20058' });
      expect(await uploads.matching([will('7', 'voluntades.pdf')])).toEqual([]);
    }
  });
});
