import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { proxy } from 'valtio';
import { afterEach, describe, expect, test } from 'vitest';
import { useStoreValue } from './use-store-value.ts';

afterEach(cleanup);

/** A store, a reader of one of its values, and a way to render the reader again in a transition (a navigation). */
function setUp() {
  const store = proxy({ language: 'es', visits: 0 });
  const renders: string[] = [];
  let navigate: (path: string) => void = () => undefined;
  function Reader({ path }: { path: string }) {
    const language = useStoreValue(store, (state) => state.language);
    renders.push(`${path} ${language}`);
    return <p>{`${path} ${language}`}</p>;
  }
  function Page() {
    const [path, setPath] = useState('/step1');
    navigate = (to) => startTransition(() => setPath(to));
    return <Reader path={path} />;
  }
  render(<Page />);
  return { store, renders, navigate: (to: string) => navigate(to) };
}

describe('[stores] one value of a store', () => {
  test('[stores] the reader shows the value and follows it when it changes', async () => {
    const { store } = setUp();
    expect(screen.getByText('/step1 es')).toBeTruthy();
    await act(async () => {
      store.language = 'pt';
    });
    expect(screen.getByText('/step1 pt')).toBeTruthy();
  });

  test('[stores] a change elsewhere in the store does not render the reader again', async () => {
    const { store, renders } = setUp();
    renders.length = 0;
    await act(async () => {
      store.visits += 1;
    });
    expect(renders).toEqual([]);
  });

  test('[stores] a navigation after a change elsewhere in the store renders the reader once, not twice (issue 25)', async () => {
    const { store, renders, navigate } = setUp();
    await act(async () => {
      store.visits += 1;
    });
    renders.length = 0;
    await act(async () => navigate('/step2'));
    expect(screen.getByText('/step2 es')).toBeTruthy();
    expect(renders).toEqual(['/step2 es']);
  });
});
