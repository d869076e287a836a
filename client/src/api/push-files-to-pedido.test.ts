import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { customerConfigExample } from '#contracts/testing/payment-examples.ts';
import { UPLOAD_ORDER_ID, uploadedFileExample } from '#contracts/testing/account-examples.ts';
import { configState, resetConfigState } from '../stores/config-store.ts';
import { noticeState, resetNoticeState } from '../stores/notice-store.ts';
import { configureApi } from './client.ts';
import { FORM_KEY_HEADER } from '#contracts/api/endpoint-routes.ts';
import { UploadError, pushFilesToPedido } from './push-files-to-pedido.ts';

type Handler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** A scripted XMLHttpRequest: the test decides when the upload progresses, ends, fails or is aborted. */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  static created = 0;
  status = 0;
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  readonly upload = { addEventListener: (_type: string, handler: Handler) => this.progressHandlers.push(handler) };
  readonly progressHandlers: Handler[] = [];
  readonly handlers = new Map<string, (() => void)[]>();

  constructor() {
    ScriptedXhr.last = this;
    ScriptedXhr.created += 1;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, handler: () => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  emit(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler();
  }
  progress(loaded: number, total: number) {
    for (const handler of this.progressHandlers) handler({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
}

const file = () => new File(['%PDF-1.4\n'], 'escritura.pdf', { type: 'application/pdf' });
const current = () => {
  if (ScriptedXhr.last === undefined) throw new Error('no request was made');
  return ScriptedXhr.last;
};

beforeEach(() => {
  ScriptedXhr.last = undefined;
  ScriptedXhr.created = 0;
  configureApi({ baseUrl: 'http://backend.test', retryDelaysMs: [0] });
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  vi.mocked(console.error).mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfigState();
  resetNoticeState();
});

describe('[uploads] pushFilesToPedido', () => {
  test('[uploads] posts the file and item as multipart to the order, reports progress and stores the config', async () => {
    const progress: [number, number][] = [];
    configState.config = { ...configState.config, formkey: 'key-1' };
    const upload = pushFilesToPedido(UPLOAD_ORDER_ID, file(), {
      itemId: '2120',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = current();

    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.answer(200, { ok: true, item_id: '2120', files: [uploadedFileExample()], config: customerConfigExample() });

    await expect(upload).resolves.toMatchObject({ ok: true, item_id: '2120' });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`http://backend.test/desktopapp/rest/pushFilesToPedido/?order_id=${UPLOAD_ORDER_ID}`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ accept: 'application/json', [FORM_KEY_HEADER]: 'key-1' });
    expect(xhr.body?.get('item_id')).toBe('2120');
    expect((xhr.body?.get('file') as File).name).toBe('escritura.pdf');
    expect(progress).toEqual([
      [5, 10],
      [10, 10],
    ]);
    expect(configState.config.loggedIn).toBe(true);
  });

  test('[uploads] a 413 rejects with its status and the server’s message, reported to the buyer and never retried', async () => {
    const upload = pushFilesToPedido(UPLOAD_ORDER_ID, file());

    current().answer(413, {
      ok: false,
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'body/file: escritura.pdf is larger than 25 MB',
    });

    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status: 413, serverMessage: 'body/file: escritura.pdf is larger than 25 MB' });
    expect(ScriptedXhr.created).toBe(1);
    expect(noticeState.callFailed).toBe(true);
    expect(console.error).toHaveBeenCalledOnce();
  });

  test('[uploads] reportFailure false leaves the notice to the caller (the upload widget shows its own error)', async () => {
    const upload = pushFilesToPedido(UPLOAD_ORDER_ID, file(), { reportFailure: false });

    current().emit('error');

    await expect(upload).rejects.toMatchObject({ status: undefined, serverMessage: 'network error' });
    expect(noticeState.callFailed).toBe(false);
  });

  test('[uploads] the AbortSignal cancels the upload: an AbortError, reported to nobody', async () => {
    const controller = new AbortController();
    const upload = pushFilesToPedido(UPLOAD_ORDER_ID, file(), { signal: controller.signal });

    controller.abort();

    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(current().aborted).toBe(true);
    expect(noticeState.callFailed).toBe(false);
    expect(console.error).not.toHaveBeenCalled();
  });

  test('[uploads] a signal aborted before the start sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(pushFilesToPedido(UPLOAD_ORDER_ID, file(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(ScriptedXhr.created).toBe(0);
  });
});
