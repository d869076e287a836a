import { onTestFinished, vi } from 'vitest';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * Just enough of XMLHttpRequest, on top of `fetch`, for the upload module (client/src/api/push-files-to-pedido.ts)
 * to run against pact's mock server in Node, which has no XMLHttpRequest. Upload progress is one event when the
 * body is sent (fetch reports no progress); the browser's real XMLHttpRequest is exercised by the e2e tests.
 */
class FetchXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  readonly upload = { addEventListener: (_type: 'progress', listener: Listener) => this.#progress.push(listener) };
  #method = 'GET';
  #url = '';
  #headers: Record<string, string> = {};
  #listeners = new Map<string, (() => void)[]>();
  #progress: Listener[] = [];
  #controller = new AbortController();

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.#headers[name] = value;
  }

  addEventListener(type: 'load' | 'error' | 'abort', listener: () => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  abort(): void {
    this.#controller.abort();
  }

  #emit(type: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }

  send(body: FormData): void {
    const size = [...body.values()].reduce((sum, value) => sum + (typeof value === 'string' ? value.length : value.size), 0);
    fetch(this.#url, { method: this.#method, headers: this.#headers, body, signal: this.#controller.signal })
      .then(async (response) => {
        for (const listener of this.#progress) listener({ lengthComputable: true, loaded: size, total: size });
        this.status = response.status;
        this.responseText = await response.text();
        this.#emit('load');
      })
      .catch(() => this.#emit(this.#controller.signal.aborted ? 'abort' : 'error'));
  }
}

/** Gives the test an XMLHttpRequest (the fetch-based one above) until it ends. */
export function useFetchXhr(): void {
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
