import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { applyServerConfig } from '../../stores/config-store.ts';
import { resetBootState, setBooted } from '../../stores/boot-store.ts';
import { chooseConsent, resetConsentState } from '../../stores/consent-store.ts';
import { useAnalytics } from './use-analytics.ts';

const pageViews = () =>
  ((window as { dataLayer?: { event?: string; page_path?: string; page_title?: string }[] }).dataLayer ?? []).filter(
    (entry) => entry.event === 'page_view',
  );

/** The page views the tag manager had when each page's effects had run, the layout's included: before its first frame. */
const pageViewsInEffects: string[][] = [];

function Layout() {
  useAnalytics();
  return <Outlet />;
}

/** Beside the layout, after it: its effects run after the layout's, in the same pass. */
function EffectsProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    pageViewsInEffects.push(pageViews().map((view) => view.page_path ?? ''));
  }, [pathname]);
  return null;
}

/** A page that titles itself in an effect, as the app's pages do (use-page-title.ts, a step's 'Paso 2 de 8'). */
function Page({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      <Link to="/step2">Continuar</Link>
    </>
  );
}

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  resetConsentState();
  resetBootState();
});

describe('[analytics] page views (spec 4)', () => {
  test('[performance] a navigation’s page view goes once the new page has painted, with the title the page gave itself', async () => {
    applyServerConfig(configExample({ store_id: 14 }));
    chooseConsent(['tracking']);
    setBooted();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Layout />
              <EffectsProbe />
            </>
          ),
          children: [
            { path: '/step1', element: <Page title="Paso 1 de 8" /> },
            { path: '/step2', element: <Page title="Paso 2 de 8" /> },
          ],
        },
      ],
      { initialEntries: ['/step1'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(pageViews()).toHaveLength(1));

    await act(() => screen.getByRole('link', { name: 'Continuar' }).click());
    await screen.findByRole('heading', { name: 'Paso 2 de 8' });
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews().map(({ page_path, page_title }) => [page_path, page_title])).toEqual([
      ['/step1', 'Paso 1 de 8'],
      ['/step2', 'Paso 2 de 8'],
    ]);
    expect(pageViewsInEffects).toEqual([[], ['/step1']]);
  });
});
