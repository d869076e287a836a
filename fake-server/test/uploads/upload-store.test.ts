import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Account } from '../../src/state/types.ts';
import { CUSTOMERS_AT_QUOTA_ON_SERVER } from '../../src/uploads/upload-space.ts';
import { UploadStore } from '../../src/uploads/upload-store.ts';
import { temporaryDir } from '../helpers/test-fixtures.ts';

describe('upload store', () => {
  test('[uploads] a temporary folder is removed when the server closes', async () => {
    const store = new UploadStore({ temporaryIn: await temporaryDir('uploads-') });
    const { path } = store.newFile('1400104170', 'escritura.pdf');
    writeFileSync(path, '%PDF-1.7');

    store.clean();

    expect(existsSync(store.root)).toBe(false);
  });

  test('[persistence] a kept folder survives a restart, and new files are numbered after the ones already in it', async () => {
    const kept = join(await temporaryDir('uploads-'), 'state.json.uploads');
    const first = new UploadStore({ kept });
    for (const name of ['escritura.pdf', 'dni.png']) writeFileSync(first.newFile('1400104170', name).path, 'bytes');
    writeFileSync(first.newFile('1600000001', 'certidao.pdf').path, 'bytes');
    first.clean();

    const second = new UploadStore({ kept });
    const next = second.newFile('1400104170', 'poder.pdf');

    expect(existsSync(join(kept, '1400104170', '1-escritura.pdf'))).toBe(true);
    expect(existsSync(join(kept, '1600000001', '3-certidao.pdf'))).toBe(true);
    expect(next).toEqual({ fileId: '4', path: join(kept, '1400104170', '4-poder.pdf') });
  });

  test('[persistence] the files a kept folder already holds count towards the server’s disk cap from the start', async () => {
    const kept = join(await temporaryDir('uploads-'), 'state.json.uploads');
    const first = new UploadStore({ kept });
    writeFileSync(first.newFile('1400104170', 'escritura.pdf').path, 'x'.repeat(300));
    writeFileSync(first.newFile('1600000001', 'certidao.pdf').path, 'x'.repeat(200));

    const second = new UploadStore({ kept }, { diskCapBytes: 1000, quotaBytes: 1000 });
    const customer: Account = { email: 'ana@example.com', passwordHash: '', client: null, orders: new Map() };

    expect(second.space.bytesOnDisk).toBe(500);
    expect(second.space.take(customer, 501)).toBe('server-disk');
    expect(second.space.take(customer, 500)).toBeNull();
  });

  test('[uploads] a customer’s default quota is the contract’s, or a quarter of a smaller disk cap (FAKE_UPLOADS_MAX_MB=100: 25 MB)', async () => {
    const megabyte = 1024 * 1024;
    const usual = new UploadStore({ temporaryIn: await temporaryDir('uploads-') });
    const small = new UploadStore({ temporaryIn: await temporaryDir('uploads-') }, { diskCapBytes: 100 * megabyte });

    expect([usual.space.quotaBytes, small.space.quotaBytes]).toEqual([100 * megabyte, 25 * megabyte]);
    expect(CUSTOMERS_AT_QUOTA_ON_SERVER).toBe(4);
    usual.clean();
    small.clean();
  });

  test('[uploads] a kept folder made readable by others before is closed to the server’s user again', async () => {
    const kept = join(await temporaryDir('uploads-'), 'state.json.uploads');
    mkdirSync(kept);
    chmodSync(kept, 0o755);

    const store = new UploadStore({ kept });
    const orderDir = store.orderDir('1400104170');

    expect(statSync(kept).mode & 0o777).toBe(0o700);
    expect(statSync(orderDir).mode & 0o777).toBe(0o700);
  });
});
