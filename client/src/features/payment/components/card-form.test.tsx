import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { configState, resetConfigState } from '../../../stores/config-store.ts';
import { renderAt } from '../../../testing/render-route.tsx';
import { CardForm } from './card-form.tsx';
import { ROUTES } from '#contracts/constants/client-routes.ts';

afterEach(() => {
  resetConfigState();
});

describe('the card form’s hint (spec 5)', () => {
  test.each([
    [16, 'Introduza os 16 dígitos do cartão e a data de validade.'],
    [28, 'Introduza os 16 dígitos do cartão e a data de validade.'],
    [14, 'Introduce los dígitos de tu tarjeta y su fecha de caducidad.'],
    [17, 'Enter the digits of your card and its expiry date.'],
  ])('[payment] on store %i the hint reads "%s"', (storeId, hint) => {
    configState.config = configExample({ store_id: storeId });
    renderAt(ROUTES.payment.card, <CardForm onPay={() => undefined} busy={false} amount={20.76} />);
    expect(screen.getByText(hint)).toBeTruthy();
  });
});
