import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { FixedLink } from './fixed-link.tsx';

afterEach(cleanup);

function renderLink(link: React.ReactElement, { basename }: { basename?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: link }], {
    initialEntries: [`${basename ?? ''}${ROUTES.simpleNote.step('step1')}?store=14`],
    ...(basename ? { basename } : {}),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('a link to a fixed path of the app', () => {
  test('a plain click opens the page in the app, without loading the document again', () => {
    const router = renderLink(<FixedLink to="/aviso-legal">Aviso legal</FixedLink>);
    const link = screen.getByRole('link', { name: 'Aviso legal' });
    expect(link.getAttribute('href')).toBe('/aviso-legal?store=14');

    const notHandled = fireEvent.click(link);

    expect(notHandled).toBe(false); // the browser's own navigation was prevented
    expect(router.state.location.pathname).toBe('/aviso-legal');
    expect(router.state.historyAction).toBe('PUSH');
  });

  test('[query] it keeps the query string of the page shown, in its address and where it leads (issue 41)', async () => {
    const router = renderLink(<FixedLink to={ROUTES.services}>Inicio</FixedLink>);
    await act(() => router.navigate(`${ROUTES.simpleNote.step('step2')}?store=16&utm_source=x`));
    const link = screen.getByRole('link', { name: 'Inicio' });
    expect(link.getAttribute('href')).toBe(`${ROUTES.services}?store=16&utm_source=x`);
    fireEvent.click(link);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${ROUTES.services}?store=16&utm_source=x`);
  });

  test.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Cmd key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('with %s the browser opens it its own way (a new tab, a new window)', (_, init) => {
    const router = renderLink(<FixedLink to="/aviso-legal">Aviso legal</FixedLink>);
    const notHandled = fireEvent.click(screen.getByRole('link', { name: 'Aviso legal' }), init);
    expect(notHandled).toBe(true);
    expect(router.state.location.pathname).toBe(ROUTES.simpleNote.step('step1'));
  });

  test('a link that opens elsewhere (target) is left to the browser', () => {
    const router = renderLink(
      <FixedLink to="/aviso-legal" target="_blank" rel="noopener">
        Aviso legal
      </FixedLink>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Aviso legal' }))).toBe(true);
    expect(router.state.location.pathname).toBe(ROUTES.simpleNote.step('step1'));
  });

  test('its own click handler runs first and may keep the navigation from happening', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const router = renderLink(
      <FixedLink to="/aviso-legal" onClick={onClick}>
        Aviso legal
      </FixedLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Aviso legal' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe(ROUTES.simpleNote.step('step1'));
  });

  test('inside a host page that embeds the app under a path, the link carries that path and opens in the app', () => {
    const router = renderLink(<FixedLink to={ROUTES.services}>Inicio</FixedLink>, { basename: '/tramites' });
    const link = screen.getByRole('link', { name: 'Inicio' });
    expect(link.getAttribute('href')).toBe(`/tramites${ROUTES.services}?store=14`);

    fireEvent.click(link);
    expect(router.state.location.pathname).toBe(`/tramites${ROUTES.services}`); // the router's own state keeps the host's path
  });

  test.each([undefined, '/tramites'])(
    'a link to the page already shown replaces its history entry, as react-router’s links do (basename %s)',
    (basename) => {
      const router = renderLink(<FixedLink to="/aviso-legal">Aviso legal</FixedLink>, basename ? { basename } : {});
      fireEvent.click(screen.getByRole('link', { name: 'Aviso legal' }));
      fireEvent.click(screen.getByRole('link', { name: 'Aviso legal' }));
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );
});
