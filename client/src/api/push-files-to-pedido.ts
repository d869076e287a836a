import type { PushFilesResponse } from '#contracts/api/account.ts';
import { FORM_KEY_HEADER, endpointRoutes } from '#contracts/api/endpoint-routes.ts';
import { UPLOAD_FILE_FIELD, UPLOAD_ITEM_FIELD } from '#contracts/rules/uploads.ts';
import { HttpError } from '../lib/retry.ts';
import { currentConfig } from '../stores/config-store.ts';
import { reportCallFailure } from '../stores/notice-store.ts';
import { ApiError, type CallOptions, absorb, freshFormkey, urlFor } from './client.ts';
import { orderItems } from './get-pedidos.ts';

export interface UploadOptions extends CallOptions {
  /** The order item the document is for; else the order's first item. */
  itemId?: string;
  /** Upload progress, in bytes of the request body sent so far (XMLHttpRequest's upload events). */
  onProgress?: (loaded: number, total: number) => void;
  /** Cancels the upload: the promise rejects with an AbortError, reported to nobody. */
  signal?: AbortSignal;
}

/** Why an upload failed: the HTTP status (413 too large, 415 type, 400 not an order of yours, 403 a stale formkey, undefined for the network) and the server's message. */
export class UploadError extends ApiError {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string,
  ) {
    super('pushFilesToPedido', new HttpError(status, status === undefined ? serverMessage : `HTTP ${status}: ${serverMessage}`));
    this.name = 'UploadError';
  }
}

/** pushFilesToPedido's answer as the client reads it: every field said. */
export type PushFilesOutcome = Required<PushFilesResponse>;

/**
 * The answer with what the spec does not show filled in: without the item's id, the one sent (else the order's first
 * item, where the backend lists a file sent without one); without the files, the file sent as that item lists it now
 * in GET pedidos (the last one of its name), or none when it does not.
 */
async function uploadOutcome(answer: PushFilesResponse, orderId: string, file: File, itemId?: string): Promise<PushFilesOutcome> {
  const sentTo = answer.item_id ?? itemId;
  if (sentTo !== undefined && answer.files !== undefined) return { ...answer, ok: true, item_id: sentTo, files: answer.files };
  const items = await orderItems(orderId);
  const item = sentTo === undefined ? items[0] : items.find((candidate) => candidate.id === sentTo);
  const listed = (item?.extra.files ?? []).filter((entry) => entry.name === file.name).at(-1);
  return { ...answer, ok: true, item_id: sentTo ?? item?.id ?? '', files: answer.files ?? (listed ? [listed] : []) };
}

function messageOf(responseText: string): string {
  try {
    const body: unknown = JSON.parse(responseText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: no message to pass on
  }
  return '';
}

/**
 * Uploads one document to an order (POST pushFilesToPedido/?order_id=, multipart) with XMLHttpRequest, since
 * fetch reports no upload progress. Like every call (client.ts): the base URL, the cookies, config absorbed,
 * a failure logged and reported unless `reportFailure: false`. Unlike the others it is never retried
 * automatically: the buyer retries, and a half-sent 20 MB body is not sent again behind their back. It carries the
 * formkey (decision 029); after a 403 the configuration's formkey is read again, so the buyer's retry sends a fresh one.
 */
export function pushFilesToPedido(orderId: string, file: File, options: UploadOptions = {}): Promise<PushFilesOutcome> {
  const { path, method } = endpointRoutes.pushFilesToPedido;
  const form = new FormData();
  if (options.itemId !== undefined) form.append(UPLOAD_ITEM_FIELD, options.itemId);
  form.append(UPLOAD_FILE_FIELD, file, file.name);

  const sent = new Promise<PushFilesResponse>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const fail = (error: UploadError) => {
      console.error(`[api] ${method} ${path} failed`, error);
      if (options.reportFailure !== false) reportCallFailure();
      reject(error);
    };
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);

    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.open(method, urlFor(path, { order_id: orderId }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(FORM_KEY_HEADER, currentConfig().formkey);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = new UploadError(xhr.status, messageOf(xhr.responseText));
        if (xhr.status === 403)
          void freshFormkey().then(
            () => fail(error),
            () => fail(error),
          );
        else fail(error);
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as PushFilesResponse;
        absorb(body);
        resolve(body);
      } catch {
        fail(new UploadError(undefined, 'response is not JSON'));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      fail(new UploadError(undefined, 'network error'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    });
    xhr.send(form);
  });
  return sent.then((answer) => uploadOutcome(answer, orderId, file, options.itemId));
}
