import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { renderWithoutTransition } from '../lib/render-without-transition.ts';
import { prefetchRoute, setPrefetchRoutes } from '../lib/route-prefetch.ts';
import { useGoToStep } from './use-continue.ts';

function Continue() {
  const goTo = useGoToStep();
  return <button onClick={() => goTo('/flow/step2')}>Continuar</button>;
}

/** A flow's first step, in a router set up as the app's (app/start.tsx), whose navigations the test reads. */
function firstStep() {
  const routes = [
    { path: '/flow/step1', element: <Continue /> },
    { path: '/flow/step2', element: <h1>Paso 2</h1>, handle: { preload: async () => undefined } },
  ];
  setPrefetchRoutes(routes);
  const router = createMemoryRouter(routes, { initialEntries: ['/flow/step1?store=14'] });
  const navigate = vi.spyOn(router, 'navigate');
  render(<RouterProvider router={router} flushSync={renderWithoutTransition} />);
  return navigate;
}

describe('[performance] Continue to the next step', () => {
  test('a step whose code is in is asked for at once, not as a transition (flushSync), with the query string', async () => {
    const navigate = firstStep();
    prefetchRoute('/flow/step2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(navigate).toHaveBeenCalledWith('/flow/step2?store=14', expect.objectContaining({ flushSync: true }));
    expect(await screen.findByRole('heading', { name: 'Paso 2' })).toBeTruthy();
  });

  test('a step whose code is not in yet is asked for as a transition (no flushSync), and shows once it is in', async () => {
    const navigate = firstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(navigate).toHaveBeenCalledWith('/flow/step2?store=14', expect.objectContaining({ flushSync: false }));
    expect(await screen.findByRole('heading', { name: 'Paso 2' })).toBeTruthy();
  });
});
