import { fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logErrorOnce } from '../lib/log-once.ts';
import { resetReloadState } from '../lib/safe-reload.ts';
import { local, session, wizardKey } from '../lib/storage.ts';
import { setStoreFromAddress } from '../stores/config-store.ts';
import { withRouteErrors } from './route-error.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

class ScreenBroke extends Error {}

function Broken(): never {
  throw new ScreenBroke('cannot read properties of null');
}

function FakeLayout() {
  return (
    <>
      <header>Cabecera con el carrito</header>
      <Outlet />
    </>
  );
}

const chunkMissing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/step-abc.js'));

function renderAt(path: string, layout = <FakeLayout />) {
  const routes = withRouteErrors([
    {
      element: layout,
      children: [
        { path: ROUTES.simpleNote.step('step4'), element: <Broken /> },
        { path: ROUTES.payment.choose, element: <Broken /> },
        { path: ROUTES.product.step('step2', ':productId'), element: <Broken /> },
        { path: ROUTES.propertiesQuery.step('step3'), lazy: async () => ({ Component: (await chunkMissing()) as never }) },
      ],
    },
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(<RouterProvider router={router} onError={logErrorOnce} />, { onCaughtError: logErrorOnce });
}

let errors: unknown[];
let assign: ReturnType<typeof vi.fn>;
let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((error: unknown) => errors.push(error));
  assign = vi.fn();
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, href: 'http://app.test/q-propiedades/step3?store=14', assign, replace });
  resetReloadState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setStoreFromAddress('?store=14');
});

describe('route error page', () => {
  test('[errors] a route that fails shows, inside the layout, that something went wrong and the cart is kept; logged once', async () => {
    renderAt(`${ROUTES.payment.choose}?store=14`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Tu carrito se conserva.');
    expect(screen.getByText('Cabecera con el carrito')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los servicios' }).getAttribute('href')).toBe(`${ROUTES.services}?store=14`);
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(errors.filter((error) => error instanceof ScreenBroke)).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  test.each([
    ['16', 'Algo correu mal', 'Recomeçar este passo'],
    ['17', 'Something went wrong', 'Start this step again'],
  ])('[errors] store %s reads the page in its language', async (store, title, startAgain) => {
    setStoreFromAddress(`?store=${store}`);
    renderAt(`${ROUTES.simpleNote.step('step4')}?store=${store}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: startAgain })).toBeTruthy();
  });

  test('[errors] starting the step again forgets that wizard’s answers and loads its first step, store kept', async () => {
    session.set(wizardKey('nota-simple'), { form: {}, valid: { step1: true }, steps: ['step1'] });
    session.set(wizardKey('q-propiedades'), { form: {}, valid: { step1: true }, steps: ['step1'] });
    renderAt(`${ROUTES.simpleNote.step('step4')}?store=14`);
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar de nuevo este paso' }));
    expect(assign).toHaveBeenCalledWith(`${ROUTES.simpleNote.step('step1')}?store=14`);
    expect(session.get(wizardKey('nota-simple'))).toBeNull();
    expect(session.get(wizardKey('q-propiedades'))).not.toBeNull();
  });

  test('[errors] a generic product’s step starts again at that product’s first step', async () => {
    renderAt(`${ROUTES.product.step('step2', '18444')}?store=22`);
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar de nuevo este paso' }));
    expect(assign).toHaveBeenCalledWith(`${ROUTES.product.step('step1', '18444')}?store=22`);
  });

  test('[errors] outside a wizard the button tries the same page again', async () => {
    renderAt(`${ROUTES.payment.choose}?store=14`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(assign).toHaveBeenCalledWith(`${ROUTES.payment.choose}?store=14`);
  });

  test('[errors] a screen whose code a deploy removed reloads the page with a time parameter instead of the error page', async () => {
    renderAt(`${ROUTES.propertiesQuery.step('step3')}?store=14`);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0]?.[0]).toMatch(new RegExp(`^${ROUTES.propertiesQuery.step('step3')}\\?store=14&t=\\d+$`));
    expect(local.get('forcedReload')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Algo ha salido mal' })).toBeNull();
  });

  test('[errors] when the page reloaded itself less than 30 minutes ago, a missing screen shows the error page', async () => {
    local.set('forcedReload', Date.now() - 60_000);
    renderAt(`${ROUTES.propertiesQuery.step('step3')}?store=14`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  test('[errors] a layout that fails shows the page on its own, with its main landmark', async () => {
    renderAt(`${ROUTES.payment.choose}?store=14`, <Broken />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo ha salido mal' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
