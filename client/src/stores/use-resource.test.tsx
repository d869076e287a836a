import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearResources, loadResource, peekResource, seedResource, useResource } from './use-resource.ts';

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function Reader({ name, load, fresh = false }: { name: string | null; load: () => Promise<string>; fresh?: boolean }) {
  const resource = useResource(name === null ? null : `greeting:${name}`, load, { fresh });
  if (resource.status === 'loading') return <p role="status">loading</p>;
  if (resource.status === 'error') return <p role="alert">{String(resource.error)}</p>;
  return <p>{resource.data}</p>;
}

afterEach(() => {
  cleanup(); // unmount first: clearResources loads again what is still on screen
  clearResources();
});

describe('loading data', () => {
  test('[data] shows loading, then the data', async () => {
    const load = deferred<string>();
    render(<Reader name="ana" load={() => load.promise} />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => load.resolve('hola Ana'));
    expect(screen.getByText('hola Ana')).toBeTruthy();
  });

  test('[data] two components reading the same key share one request', async () => {
    const load = vi.fn(async () => 'hola Ana');
    render(
      <>
        <Reader name="ana" load={load} />
        <Reader name="ana" load={load} />
      </>,
    );
    expect(await screen.findAllByText('hola Ana')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('[data] a loaded key is kept: a later mount shows it without loading again', async () => {
    const load = vi.fn(async () => 'hola Ana');
    const first = render(<Reader name="ana" load={load} />);
    await screen.findByText('hola Ana');
    first.unmount();
    render(<Reader name="ana" load={load} />);
    expect(screen.getByText('hola Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('[data] a key change shows loading, never the previous key data, even when that answer comes late', async () => {
    const ana = deferred<string>();
    const bea = deferred<string>();
    const { rerender } = render(<Reader name="ana" load={() => ana.promise} />);
    rerender(<Reader name="bea" load={() => bea.promise} />);
    await act(async () => ana.resolve('hola Ana'));
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect(screen.queryByText('hola Ana')).toBeNull();
    await act(async () => bea.resolve('hola Bea'));
    expect(screen.getByText('hola Bea')).toBeTruthy();
  });

  test('[data] no key reads nothing and stays loading', () => {
    const load = vi.fn(async () => 'never');
    render(<Reader name={null} load={load} />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });

  test('[data] after clearResources (store or login change) the next mount loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('hola Ana').mockResolvedValueOnce('olá Ana');
    const first = render(<Reader name="ana" load={load} />);
    await screen.findByText('hola Ana');
    first.unmount();
    clearResources();
    render(<Reader name="ana" load={load} />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect(await screen.findByText('olá Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('[data] clearResources loads again what is on screen, and drops the answer of the earlier request', async () => {
    const before = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(before.promise).mockResolvedValueOnce('olá Ana');
    render(<Reader name="ana" load={load} />);
    act(() => clearResources());
    await act(async () => before.resolve('hola Ana'));
    expect(screen.queryByText('hola Ana')).toBeNull();
    expect(await screen.findByText('olá Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('[data] after clearResources what is on screen stays until the new answer replaces it', async () => {
    const after = deferred<string>();
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('hola Ana').mockReturnValueOnce(after.promise);
    render(<Reader name="ana" load={load} />);
    await screen.findByText('hola Ana');
    act(() => clearResources());
    expect(screen.getByText('hola Ana')).toBeTruthy();
    await act(async () => after.resolve('olá Ana'));
    expect(screen.getByText('olá Ana')).toBeTruthy();
  });

  test('[data] a failed load shows the error and is tried again on the next mount', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce('hola Ana');
    const first = render(<Reader name="ana" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error: HTTP 500');
    first.unmount();
    render(<Reader name="ana" load={load} />);
    expect(await screen.findByText('hola Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('[data] a fresh resource loads again on every mount', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('pending').mockResolvedValueOnce('paid');
    const first = render(<Reader name="order" load={load} fresh />);
    await screen.findByText('pending');
    first.unmount();
    render(<Reader name="order" load={load} fresh />);
    expect(screen.getByRole('status').textContent).toBe('loading');
    expect(await screen.findByText('paid')).toBeTruthy();
  });

  test('[data] an answer arriving after unmount updates nothing', async () => {
    const load = deferred<string>();
    const { unmount } = render(<Reader name="ana" load={() => load.promise} />);
    unmount();
    // The setup fails the test on any console.error, such as React's warning about an update outside act().
    await act(async () => load.resolve('hola Ana'));
    render(<Reader name="ana" load={() => Promise.reject(new Error('not asked again'))} />);
    expect(screen.getByText('hola Ana')).toBeTruthy();
  });

  test('[data] loadResource shares the cache with the hook', async () => {
    const load = vi.fn(async () => 'hola Ana');
    await expect(loadResource('greeting:ana', load)).resolves.toBe('hola Ana');
    render(<Reader name="ana" load={load} />);
    expect(screen.getByText('hola Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('[data] a seeded answer (the page’s boot data) shows on the first render and is never asked', () => {
    const load = vi.fn(async () => 'not asked');
    seedResource('greeting:ana', 'hola Ana');
    render(<Reader name="ana" load={load} />);
    expect(screen.getByText('hola Ana')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(peekResource('greeting:ana')).toBe('hola Ana');
  });

  test('[data] an answer known without a request (`initial`) shows on the first render, even for a fresh resource', () => {
    const load = vi.fn(async () => 'not asked');
    function Known() {
      const resource = useResource('greeting:known', load, { fresh: true, initial: () => 'hola de la caché' });
      return <p>{resource.status === 'ready' ? resource.data : resource.status}</p>;
    }
    render(<Known />);
    expect(screen.getByText('hola de la caché')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  test('[data] when `initial` knows nothing the resource loads as usual', async () => {
    function Unknown() {
      const resource = useResource('greeting:unknown', async () => 'loaded', { initial: () => undefined });
      return <p>{resource.status === 'ready' ? resource.data : resource.status}</p>;
    }
    render(<Unknown />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
