import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { RootRedirect } from './router.tsx';

afterEach(cleanup);

test('[routes] the root forwards to the services chooser keeping the query string (issue 41)', async () => {
  const router = createMemoryRouter(
    [
      { path: ROUTES.root, element: <RootRedirect /> },
      { path: ROUTES.services, element: <p>chooser</p> },
    ],
    { initialEntries: [`${ROUTES.root}?store=16&utm_source=x`] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('chooser');
  expect(router.state.location.pathname).toBe(ROUTES.services);
  expect(router.state.location.search).toBe('?store=16&utm_source=x');
});
