import { act, cleanup, render } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { useShownPageValue, withoutBasename } from './fixed-route.ts';

afterEach(cleanup);

const renders = { value: 0, location: 0 };
const shown: boolean[] = [];
const rendered = (reader: keyof typeof renders) => renders[reader]++;

function ValueReader() {
  rendered('value');
  const inWizard = useShownPageValue(({ pathname, handle }) => pathname.startsWith(ROUTES.simpleNote.base) && handle === 'wizard');
  shown.push(inWizard);
  return null;
}

function LocationReader() {
  rendered('location');
  useLocation();
  return null;
}

/** Both readers in the frame every route shares, as the header is. */
function renderFrame(path: string, basename?: string) {
  renders.value = 0;
  renders.location = 0;
  shown.length = 0;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ValueReader />
            <LocationReader />
            <Outlet />
          </>
        ),
        children: [
          { path: ROUTES.services, element: <h1>Servicios</h1> },
          { path: ROUTES.simpleNote.step('step1'), element: <h1>Paso 1</h1>, handle: 'wizard' },
          { path: ROUTES.simpleNote.step('step2'), element: <h1>Paso 2</h1>, handle: 'wizard' },
        ],
      },
    ],
    { initialEntries: [`${basename ?? ''}${path}`], ...(basename ? { basename } : {}) },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a value of the page shown, for what every page shows', () => {
  test('a navigation that keeps the value does not render its reader again; one that changes it does', async () => {
    const router = renderFrame(ROUTES.simpleNote.step('step1'));
    expect(renders).toEqual({ value: 1, location: 1 });

    await act(() => router.navigate(ROUTES.simpleNote.step('step2')));
    // a reader of the whole address renders again on every navigation; the reader of the value does not
    expect(renders).toEqual({ value: 1, location: 2 });

    await act(() => router.navigate(ROUTES.services));
    expect(renders.value).toBe(2);
    expect(shown).toEqual([true, false]);
  });

  test('under a host page’s basename the path is the app’s own, as useLocation gives it', async () => {
    const router = renderFrame(ROUTES.simpleNote.step('step1'), '/tramites');
    expect(shown).toEqual([true]);
    await act(() => router.navigate(ROUTES.services));
    expect(shown).toEqual([true, false]);
  });
});

describe('a path without the host page’s basename', () => {
  test.each([
    [`/tramites${ROUTES.services}`, '/tramites', ROUTES.services],
    [`/tramites${ROUTES.services}`, '/tramites/', ROUTES.services],
    [`/Tramites${ROUTES.services}`, '/tramites', ROUTES.services],
    ['/tramites', '/tramites', '/'],
    [`/tramitesx${ROUTES.services}`, '/tramites', `/tramitesx${ROUTES.services}`],
    [ROUTES.services, '/', ROUTES.services],
  ])('%s under %s is %s', (pathname, basename, expected) => {
    expect(withoutBasename(pathname, basename)).toBe(expected);
  });
});
