import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import { configExample } from '#contracts/testing/examples.ts';
import { applyServerConfig, resetConfigState } from '../stores/config-store.ts';
import { renderAt } from '../testing/render-route.tsx';
import { AddedToCart } from './added-to-cart.tsx';
import { type AddState, CartFullError } from './use-add-once.ts';

const text = { adding: 'Añadiendo…', added: 'Añadido a la cesta', failed: 'No se ha podido añadir' };

function renderOutcome(state: AddState<unknown>, extra: Partial<Parameters<typeof AddedToCart>[0]> = {}) {
  const retry = vi.fn();
  renderAt(
    `${ROUTES.simpleNote.addToCart}?store=14`,
    <AddedToCart state={state} heading={createRef()} retry={retry} text={text} search="?store=14" {...extra} />,
  );
  return { retry };
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  cleanup();
  resetConfigState();
});

describe('[wizard] the outcome of adding to the cart', () => {
  test('[wizard] while the request is on its way, a status says so and offers nothing to press', () => {
    renderOutcome({ status: 'adding' });
    expect(screen.getByRole('status').textContent).toBe('Añadiendo…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('[wizard] once added, a logged-out buyer goes to registration before checkout, keeping the store', () => {
    renderOutcome({ status: 'added', result: '1099' }, { body: <p>Ya está en la cesta.</p> });
    expect(screen.getByRole('heading', { level: 1, name: 'Añadido a la cesta' })).toBeTruthy();
    expect(screen.getByText('Ya está en la cesta.')).toBeTruthy();
    expect(hrefOf('Finalizar compra')).toBe(`${ROUTES.register}?store=14`);
    expect(hrefOf('Seguir comprando')).toBe(`${ROUTES.services}?store=14`);
  });

  test('[wizard] a logged-in buyer goes straight to checkout, and the flow’s own moves follow', () => {
    applyServerConfig(configExample({ loggedIn: true, customerEmail: 'cliente@example.com' }));
    renderOutcome({ status: 'added', result: '1099' }, { children: <a href={ROUTES.propertiesQuery.start}>Buscar más</a> });
    expect(hrefOf('Finalizar compra')).toBe(`${ROUTES.checkout.start}?store=14`);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Finalizar compra', 'Seguir comprando', 'Buscar más']);
  });

  test('[wizard] a failure offers trying again (the answers are kept) and a way back, never checkout', () => {
    const { retry } = renderOutcome({ status: 'failed', error: new Error('HTTP 500') }, { children: <a href="/x">Buscar más</a> });
    expect(screen.getByRole('heading', { level: 1, name: 'No se ha podido añadir' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Finalizar compra' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buscar más' })).toBeNull();
    expect(hrefOf('Seguir comprando')).toBe(`${ROUTES.services}?store=14`);
  });

  test('[wizard] a refused form sends the buyer back to the answers instead of trying the same again', () => {
    renderOutcome(
      { status: 'failed', error: new Error('HTTP 400') },
      { failedBody: <p>Revise sus respuestas.</p>, failedAction: <a href={ROUTES.product.start('18458')}>Revisar las respuestas</a> },
    );
    expect(screen.getByText('Revise sus respuestas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Revisar las respuestas' })).toBeTruthy();
  });

  test('[cart] a full cart: the buyer reads it holds 50 documents, the most, and is offered checkout, not a retry', () => {
    renderOutcome({ status: 'failed', error: new CartFullError() }, { failedBody: <p>Revisa tus respuestas.</p> });
    expect(screen.getByRole('heading', { level: 1, name: 'No se ha podido añadir' })).toBeTruthy();
    expect(screen.getByText(/Tu cesta ya tiene 50 documentos, el máximo/)).toBeTruthy();
    expect(screen.queryByText('Revisa tus respuestas.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(hrefOf('Finalizar compra')).toBe(`${ROUTES.register}?store=14`);
  });
});
