import { rm } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  MAX_UPLOAD_FILES,
  UPLOAD_FILE_FIELD,
  UPLOAD_ITEM_FIELD,
  UPLOAD_TYPES,
  type UploadType,
  hasSignatureOf,
  uploadTypeOfName,
} from '#contracts/rules/uploads.ts';
import type { UploadedFile } from '#contracts/api/cart.ts';
import { HttpError } from '../../errors.ts';
import { ownOrder } from '../../state/orders.ts';
import type { Account, Visitor } from '../../state/types.ts';
import type { UploadSpace } from '../../uploads/upload-space.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';
import type { RestHandler } from './handler.ts';

const TYPE_NAMES = UPLOAD_TYPES.map((type) => type.extensions[0].toUpperCase()).join(', ');
const SIGNATURE_LENGTH = Math.max(...UPLOAD_TYPES.map((type) => type.magic.length));
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Passes the bytes through, checking the first ones against the type's signature (415 when they are not). */
class SignatureCheck extends Transform {
  #head = Buffer.alloc(0);
  #checked = false;

  constructor(
    private readonly type: UploadType,
    private readonly fileName: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.#checked) {
      this.#head = Buffer.concat([this.#head, chunk]).subarray(0, SIGNATURE_LENGTH);
      if (this.#head.length >= this.type.magic.length) {
        this.#checked = true;
        if (!hasSignatureOf(this.type, this.#head)) {
          done(
            new HttpError(415, `body/${UPLOAD_FILE_FIELD}: ${this.fileName} is not a real ${this.type.extensions[0].toUpperCase()} file`),
          );
          return;
        }
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.#checked ? null : new HttpError(415, `body/${UPLOAD_FILE_FIELD}: ${this.fileName} is too short to be a ${TYPE_NAMES} file`));
  }
}

/**
 * Passes the bytes through while there is room for them (UploadSpace: taken chunk by chunk, so parallel uploads share
 * it): a 413 as soon as they would pass the customer's quota, a 507 as soon as they would pass the server's disk cap.
 * `taken` is what it holds, for the caller to store or give back.
 */
class RoomCheck extends Transform {
  taken = 0;

  constructor(
    private readonly space: UploadSpace,
    private readonly account: Account,
    private readonly fileName: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const refusal = this.space.take(this.account, chunk.length);
    if (refusal === 'customer-quota') {
      const beyond = megabytes(this.space.quotaBytes);
      done(new HttpError(413, `body/${UPLOAD_FILE_FIELD}: ${this.fileName} would take this customer's uploads beyond ${beyond}`));
      return;
    }
    if (refusal === 'server-disk') {
      const beyond = megabytes(this.space.diskCapBytes);
      done(new HttpError(507, `body/${UPLOAD_FILE_FIELD}: ${this.fileName} would take the server's uploads beyond ${beyond}`));
      return;
    }
    this.taken += chunk.length;
    done(null, chunk);
  }
}

const isTooLarge = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
const tooLarge = (field: string, fileName: string, limitBytes: number) =>
  new HttpError(413, `${field}: ${fileName} is larger than ${megabytes(limitBytes)}`);

/**
 * Streams one file part to the order's folder: type by extension, then by its first bytes, then size, the customer's
 * quota (across their sessions) and the server's disk cap, counting the bytes still arriving of every upload; a
 * refused file's partial bytes are removed and its room given back. The stored file counts towards the customer's
 * uploads until their order goes (docs/decisions/028-a-hardened-fake-backend.md, issue 41).
 */
async function storeFile(
  part: MultipartFile,
  orderId: string,
  visitor: Visitor,
  account: Account,
  uploads: UploadStore,
  limitBytes: number,
): Promise<UploadedFile> {
  const field = `body/${part.fieldname}`;
  if (part.fieldname !== UPLOAD_FILE_FIELD) throw new HttpError(400, `${field}: send the file in the field '${UPLOAD_FILE_FIELD}'`);
  const type = uploadTypeOfName(part.filename);
  if (type === undefined) throw new HttpError(415, `${field}: ${part.filename} is not a ${TYPE_NAMES} file`);
  const { fileId, path } = uploads.newFile(orderId, part.filename);
  const room = new RoomCheck(uploads.space, account, part.filename);
  try {
    await pipeline(part.file, new SignatureCheck(type, part.filename), room, uploads.writeStream(path));
    if (part.file.truncated) throw tooLarge(field, part.filename, limitBytes);
  } catch (error) {
    uploads.space.givenBack(account, room.taken);
    await rm(path, { force: true });
    throw isTooLarge(error) ? tooLarge(field, part.filename, limitBytes) : error;
  }
  const size = room.taken;
  uploads.space.stored(account, size);
  visitor.uploads.bytes += size;
  visitor.uploads.paths.push(path);
  return { file_id: fileId, name: part.filename, size, content_type: type.mime, uploaded_at: new Date().toISOString() };
}

/**
 * spec 7: the buyer uploads documents an order needs (multipart/form-data, the file in 'file', optionally
 * the order item in 'item_id'; else the order's first item). Streamed to the order's folder on disk, each
 * file checked by extension and by its first bytes (PDF, JPEG, PNG: else 415), by size and by the customer's
 * quota across files and sessions, parallel uploads included (MAX_UPLOAD_BYTES_PER_CUSTOMER: 413), and by the server's cap on all
 * uploads (MAX_UPLOAD_BYTES_ON_SERVER: 507), each naming the field. The item lists the files in extra.files. An order
 * that is not the caller's (another customer's, or one nobody has) is a 400 before any byte is stored.
 */
export const pushFilesToPedido: RestHandler<'pushFilesToPedido'> = async ({
  query,
  visitor,
  request,
  uploads,
  uploadLimitBytes,
  config,
}) => {
  const record = ownOrder(visitor, query.order_id);
  // An order is only ever a logged-in customer's (ownOrder): the account is there when the order is.
  const account = visitor.account;
  if (record === undefined || account === null) throw new HttpError(400, `querystring/order_id: no order ${query.order_id}`);
  if (!request.isMultipart()) throw new HttpError(415, 'body: send the file as multipart/form-data');

  const stored: UploadedFile[] = [];
  let itemId: string | undefined;
  let current = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === UPLOAD_ITEM_FIELD) itemId = String(part.value);
        continue;
      }
      current = part.filename;
      stored.push(await storeFile(part, record.order.order_id, visitor, account, uploads, uploadLimitBytes));
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_FILES_LIMIT') {
      throw new HttpError(413, `body/${UPLOAD_FILE_FIELD}: at most ${MAX_UPLOAD_FILES} files at a time`);
    }
    // The parser may report the size limit itself, after the file's stream ended.
    throw isTooLarge(error) ? tooLarge(`body/${UPLOAD_FILE_FIELD}`, current, uploadLimitBytes) : error;
  }
  if (stored.length === 0) throw new HttpError(400, `body/${UPLOAD_FILE_FIELD}: no file was sent`);

  const target = itemId === undefined ? record.order.items[0] : record.order.items.find((item) => item.id === itemId);
  if (target === undefined) throw new HttpError(400, `body/${UPLOAD_ITEM_FIELD}: item ${itemId ?? ''} is not in order ${query.order_id}`);
  target.extra = { ...target.extra, files: [...(target.extra.files ?? []), ...stored] };
  return { ok: true, item_id: target.id, files: stored, config };
};
