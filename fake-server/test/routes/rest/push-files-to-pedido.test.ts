import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PushFilesResponse } from '#contracts/api/account.ts';
import { adminEndpoints, SCENARIOS, SESSION_COOKIE } from '#contracts/fake-backend/admin.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { UPLOAD_ORDER_ID, UPLOAD_ITEM_ID } from '#contracts/testing/account-examples.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES_ON_SERVER, MAX_UPLOAD_BYTES_PER_CUSTOMER } from '#contracts/rules/uploads.ts';
import { buildServer } from '../../../src/app.ts';
import { loggedInBrowser, seededCustomer } from '../../helpers/account.ts';
import type { Browser } from '../../helpers/build.ts';

const REPOSITORY_FIXTURES = fileURLToPath(new URL('../../../../fixtures', import.meta.url));
const URL_OF = (orderId: string) => `/desktopapp/rest/pushFilesToPedido/?order_id=${orderId}`;
const BOUNDARY = 'opf-test-boundary';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

function multipart(parts: Part[]): Buffer {
  const chunks = parts.flatMap(({ name, filename, type, data }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
        (type === undefined ? '' : `Content-Type: ${type}\r\n`) +
        '\r\n',
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const upload = (browser: Browser, parts: Part[], orderId = UPLOAD_ORDER_ID) =>
  browser.inject({
    method: 'POST',
    url: URL_OF(orderId),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(parts),
  });

/** A small limit, so the "too large" case needs no 25 MB body; the 20 MB streaming test has its own server. */
const SMALL_LIMIT = 64 * 1024;
/** And a small quota per visitor: two files of three quarters of the limit fit, a third does not. */
const SMALL_QUOTA = 2 * SMALL_LIMIT;
const workDir = mkdtempSync(join(tmpdir(), 'fake-server-uploads-test-'));
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({
    fixturesDir: REPOSITORY_FIXTURES,
    logger: false,
    uploadLimitBytes: SMALL_LIMIT,
    uploadQuotaBytes: SMALL_QUOTA,
    uploadsDir: workDir,
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('[uploads] POST pushFilesToPedido/?order_id= (multipart)', () => {
  test('[uploads] a PDF for the will copy is stored and the item lists it in extra.files', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const response = await upload(customer, [
      { name: 'item_id', data: UPLOAD_ITEM_ID },
      { name: 'file', filename: 'certificado.pdf', type: 'application/pdf', data: PDF },
    ]);

    expect(response.statusCode).toBe(200);
    const body = response.json<PushFilesResponse>();
    expect(body).toMatchObject({
      ok: true,
      item_id: UPLOAD_ITEM_ID,
      files: [{ name: 'certificado.pdf', size: PDF.length, content_type: 'application/pdf' }],
    });
    const { pedidos } = await customer.answer('getPedidos', { query: { id: UPLOAD_ORDER_ID } });
    expect(pedidos[0]?.extra.files).toEqual(body.files);
  });

  test('[uploads] a stored document is readable by the server’s user only: the file 0600, its folders 0700', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const response = await upload(customer, [{ name: 'file', filename: 'dni.pdf', type: 'application/pdf', data: PDF }]);

    expect(response.statusCode).toBe(200);
    const orderDir = join(app.uploads.root, UPLOAD_ORDER_ID);
    const [stored] = readdirSync(orderDir).filter((name) => name.endsWith('-dni.pdf'));
    const modeOf = (path: string) => statSync(path).mode & 0o777;
    expect(modeOf(join(orderDir, stored ?? ''))).toBe(0o600);
    expect(modeOf(orderDir)).toBe(0o700);
    expect(modeOf(app.uploads.root)).toBe(0o700);
  });

  test('[uploads] JPEG and PNG are accepted too; without item_id the file goes to the order’s first item', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const response = await upload(customer, [
      { name: 'file', filename: 'dni.jpg', type: 'image/jpeg', data: JPEG },
      { name: 'file', filename: 'plano.PNG', type: 'image/png', data: PNG },
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json<Required<PushFilesResponse>>().files.map((file) => file.content_type)).toEqual(['image/jpeg', 'image/png']);
    expect(response.json<PushFilesResponse>().item_id).toBe(UPLOAD_ITEM_ID);
  });

  test.each([
    [
      'an extension that is not PDF, JPEG or PNG',
      { name: 'file', filename: 'virus.exe', type: 'application/octet-stream', data: PDF },
      /^body\/file: virus\.exe is not a PDF, JPG, PNG file$/,
    ],
    [
      'a .pdf that is not a PDF',
      { name: 'file', filename: 'falso.pdf', type: 'application/pdf', data: PNG },
      /^body\/file: falso\.pdf is not a real PDF file$/,
    ],
    [
      'a .png that is a JPEG',
      { name: 'file', filename: 'foto.png', type: 'image/png', data: JPEG },
      /^body\/file: foto\.png is not a real PNG file$/,
    ],
  ])('[uploads] %s is a 415 naming the field, and nothing is listed', async (_case, part, message) => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    const response = await upload(customer, [part]);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ ok: false, statusCode: 415, message: expect.stringMatching(message) });
    const { pedidos } = await customer.answer('getPedidos', { query: { id: UPLOAD_ORDER_ID } });
    expect(pedidos[0]?.extra.files).toBeUndefined();
  });

  test('[uploads] a file over the limit is a 413 naming the field, and its partial bytes are removed', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const big = Buffer.concat([PDF, Buffer.alloc(SMALL_LIMIT)]);

    const response = await upload(customer, [{ name: 'file', filename: 'grande.pdf', type: 'application/pdf', data: big }]);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'body/file: grande.pdf is larger than 0.1 MB' });
    const orderDir = join(app.uploads.root, UPLOAD_ORDER_ID);
    expect(readdirSync(orderDir).filter((name) => name.endsWith('grande.pdf'))).toEqual([]);
  });

  test('[uploads] a request that is not multipart is a 415; one without a file a 400; an order nobody has a 400', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);

    expect((await customer.post(URL_OF(UPLOAD_ORDER_ID), { file: 'x' })).statusCode).toBe(415);
    expect((await upload(customer, [{ name: 'item_id', data: UPLOAD_ITEM_ID }])).json()).toMatchObject({
      statusCode: 400,
      message: 'body/file: no file was sent',
    });
    expect((await upload(customer, [{ name: 'file', filename: 'a.pdf', data: PDF }], '1')).statusCode).toBe(400);
  });

  test('[uploads] beyond the customer’s quota across files a file is a 413 naming the field, its partial bytes removed', async () => {
    const customer = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    const file = (name: string) => ({
      name: 'file',
      filename: name,
      type: 'application/pdf',
      data: Buffer.concat([PDF, Buffer.alloc((SMALL_LIMIT * 3) / 4)]),
    });
    const statuses = [(await upload(customer, [file('uno.pdf')])).statusCode, (await upload(customer, [file('dos.pdf')])).statusCode];

    const third = await upload(customer, [file('tres.pdf')]);

    expect(statuses).toEqual([200, 200]);
    expect(third.statusCode).toBe(413);
    expect(third.json()).toMatchObject({ message: "body/file: tres.pdf would take this customer's uploads beyond 0.1 MB" });
    expect(readdirSync(join(app.uploads.root, UPLOAD_ORDER_ID)).filter((name) => name.endsWith('tres.pdf'))).toEqual([]);
    const { pedidos } = await customer.answer('getPedidos', { query: { id: UPLOAD_ORDER_ID } });
    expect(pedidos[0]?.extra.files?.map((stored) => stored.name)).toEqual(['uno.pdf', 'dos.pdf']);
    const another = await seededCustomer(app, SCENARIOS.customerWithOrdersInEveryStatus);
    expect((await upload(another, [file('otro.pdf')])).statusCode).toBe(200);
  });

  test('[uploads] the default limit is the contract’s, and a customer may upload four such files together', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(MAX_UPLOAD_BYTES_PER_CUSTOMER).toBe(4 * MAX_UPLOAD_BYTES);
  });
});

describe('[uploads] parallel uploads and the server’s disk cap', () => {
  /** A PDF of three quarters of SMALL_LIMIT: two fit in SMALL_QUOTA, a third does not. */
  const threeQuarters = (name: string) => ({
    name: 'file',
    filename: name,
    type: 'application/pdf',
    data: Buffer.concat([PDF, Buffer.alloc((SMALL_LIMIT * 3) / 4)]),
  });
  const storedBytes = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

  test('[uploads] eight parallel uploads by one customer store no more than their quota; the others are 413s naming the field, their bytes removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-parallel-test-'));
    const server = await buildServer({
      fixturesDir: REPOSITORY_FIXTURES,
      logger: false,
      uploadLimitBytes: SMALL_LIMIT,
      uploadQuotaBytes: SMALL_QUOTA,
      uploadsDir: dir,
    });
    try {
      const customer = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);

      const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => upload(customer, [threeQuarters(`parte-${index}.pdf`)])));

      const stored = answers.filter((answer) => answer.statusCode === 200);
      expect(stored.length).toBeGreaterThanOrEqual(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.json()).toMatchObject({
          statusCode: 413,
          message: expect.stringMatching(/^body\/file: parte-\d\.pdf would take this customer's uploads beyond/),
        });
      }
      expect(storedBytes(server.uploads.root)).toBeLessThanOrEqual(SMALL_QUOTA);
      expect(storedBytes(server.uploads.root)).toBe(stored.length * threeQuarters('x').data.length);
      expect(server.visitors.obtain(customer.sessionId).uploads.bytes).toBe(storedBytes(server.uploads.root));
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[uploads] all customers’ uploads together stop at the server’s disk cap: a file that would pass it is a 507 naming the field; a reset of everything makes room again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-disk-cap-test-'));
    const server = await buildServer({
      fixturesDir: REPOSITORY_FIXTURES,
      logger: false,
      uploadLimitBytes: SMALL_LIMIT,
      uploadQuotaBytes: SMALL_QUOTA,
      uploadDiskCapBytes: SMALL_QUOTA,
      uploadsDir: dir,
    });
    try {
      const [first, second] = [
        await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus),
        await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus),
      ];

      // Four files in parallel, two per customer: each customer's quota holds two, the server's cap two in all.
      const answers = await Promise.all(
        [first, second, first, second].map((customer, index) => upload(customer, [threeQuarters(`parte-${index}.pdf`)])),
      );

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.json()).toMatchObject({
          statusCode: 507,
          message: expect.stringMatching(/^body\/file: parte-\d\.pdf would take the server's uploads beyond/),
        });
      }
      expect(storedBytes(server.uploads.root)).toBeLessThanOrEqual(SMALL_QUOTA);

      // Full: the next file is refused. A visitor's reset keeps the documents (they are the customer's orders');
      // only a reset of everything, which removes the orders, removes them and makes room.
      expect(storedBytes(server.uploads.root) + threeQuarters('x').data.length).toBeGreaterThan(SMALL_QUOTA);
      expect((await upload(second, [threeQuarters('otra.pdf')])).statusCode).toBe(507);
      await first.post(adminEndpoints.reset.path, {});
      expect((await upload(second, [threeQuarters('otra.pdf')])).statusCode).toBe(507);
      await first.post(adminEndpoints.reset.path, { all: true });
      const third = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      expect((await upload(third, [threeQuarters('despues.pdf')])).statusCode).toBe(200);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[uploads] one customer uploading from three sessions stays within one quota, a quarter of the server’s cap, and another customer’s upload is still stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-customer-quota-test-'));
    // No quota given: the default, cut to a quarter of this small cap (SMALL_QUOTA).
    const server = await buildServer({
      fixturesDir: REPOSITORY_FIXTURES,
      logger: false,
      uploadLimitBytes: SMALL_LIMIT,
      uploadDiskCapBytes: 4 * SMALL_QUOTA,
      uploadsDir: dir,
    });
    try {
      const attacker = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      const sessions = [attacker, await loggedInBrowser(server, attacker.email), await loggedInBrowser(server, attacker.email)];

      // Twelve files of three quarters of the limit in parallel, four per session: nine limits against a cap of eight.
      const answers = await Promise.all(
        sessions.flatMap((session, index) => [0, 1, 2, 3].map((file) => upload(session, [threeQuarters(`parte-${index}-${file}.pdf`)]))),
      );

      expect(server.uploads.space.quotaBytes).toBe(SMALL_QUOTA);
      expect(storedBytes(server.uploads.root)).toBeLessThanOrEqual(SMALL_QUOTA);
      for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.json()).toMatchObject({
          statusCode: 413,
          message: expect.stringMatching(/this customer's uploads beyond 0\.1 MB$/),
        });
      }
      const victim = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      expect((await upload(victim, [threeQuarters('escritura.pdf')])).statusCode).toBe(200);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[uploads] when a customer’s orders go (seeded anew), their documents go too and give the quota and the disk back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-orders-go-test-'));
    const server = await buildServer({
      fixturesDir: REPOSITORY_FIXTURES,
      logger: false,
      uploadLimitBytes: SMALL_LIMIT,
      uploadQuotaBytes: SMALL_QUOTA,
      uploadsDir: dir,
    });
    try {
      const customer = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      const other = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      expect((await upload(other, [threeQuarters('otro.pdf')])).statusCode).toBe(200);
      for (const name of ['uno.pdf', 'dos.pdf']) expect((await upload(customer, [threeQuarters(name)])).statusCode).toBe(200);
      expect((await upload(customer, [threeQuarters('tres.pdf')])).statusCode).toBe(413);

      await customer.post(adminEndpoints.seed.path, { scenario: SCENARIOS.customerWithOrdersInEveryStatus, customer: customer.email });

      // Only the other customer's file is left (same order id, same folder), and the customer has their whole quota again.
      expect(readdirSync(join(server.uploads.root, UPLOAD_ORDER_ID)).map((name) => name.replace(/^\d+-/, ''))).toEqual(['otro.pdf']);
      expect(server.uploads.space.bytesOnDisk).toBe(threeQuarters('x').data.length);
      for (const name of ['cuatro.pdf', 'cinco.pdf']) expect((await upload(customer, [threeQuarters(name)])).statusCode).toBe(200);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('[uploads] the server’s disk cap defaults to the contract’s', () => {
    expect(MAX_UPLOAD_BYTES_ON_SERVER).toBe(2 * 1024 * 1024 * 1024);
  });
});

describe('[uploads] a 20 MB upload is streamed to disk, never held whole in memory', () => {
  test('[uploads] the file grows on disk while the request is still being sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-stream-test-'));
    const server = await buildServer({ fixturesDir: REPOSITORY_FIXTURES, logger: false, uploadsDir: dir });
    try {
      const base = await server.listen({ port: 0, host: '127.0.0.1' });
      const customer = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
      const half = 10 * 1024 * 1024;
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="escritura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const total = head.length + PDF.length + 2 * half + tail.length;

      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${base}${URL_OF(UPLOAD_ORDER_ID)}`,
          {
            method: 'POST',
            headers: {
              'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
              'content-length': total,
              cookie: `${SESSION_COOKIE}=${customer.sessionId}`,
              [FORM_KEY_HEADER]: server.visitors.obtain(customer.sessionId).formkey,
            },
          },
          (res) => {
            let body = '';
            res.on('data', (data: Buffer) => (body += data.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        const write = (data: Buffer) => new Promise<void>((done) => (req.write(data) ? done() : req.once('drain', done)));
        void (async () => {
          await write(head);
          await write(PDF);
          for (let sent = 0; sent < half; sent += chunk.length) await write(chunk);
          // Half the body is sent and the request is not finished: the server must already have written it to disk.
          const orderDir = join(server.uploads.root, UPLOAD_ORDER_ID);
          const onDisk = () => {
            try {
              return readdirSync(orderDir).reduce((sum, name) => sum + statSync(join(orderDir, name)).size, 0);
            } catch {
              return 0;
            }
          };
          const until = Date.now() + 20_000;
          while (onDisk() < half / 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
          streamedBeforeTheEnd = onDisk();
          for (let sent = 0; sent < half; sent += chunk.length) await write(chunk);
          await write(tail);
          req.end();
        })();
      });
      let streamedBeforeTheEnd = 0;

      const { status, body } = await answer;

      expect(status).toBe(200);
      expect(streamedBeforeTheEnd).toBeGreaterThanOrEqual(half / 2);
      expect(JSON.parse(body)).toMatchObject({ files: [{ name: 'escritura.pdf', size: PDF.length + 2 * half }] });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('[uploads] the server removes its upload folder when it closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-server-clean-test-'));
    const server = await buildServer({ fixturesDir: REPOSITORY_FIXTURES, logger: false, uploadsDir: dir });
    const customer = await seededCustomer(server, SCENARIOS.customerWithOrdersInEveryStatus);
    await upload(customer, [{ name: 'file', filename: 'a.pdf', data: PDF }]);
    const root = server.uploads.root;
    expect(readdirSync(root)).toEqual([UPLOAD_ORDER_ID]);

    await server.close();

    expect(() => statSync(root)).toThrow();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
