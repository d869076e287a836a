import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CartItem } from '#contracts/api/cart.ts';
import { cartItemExample, configExample } from '#contracts/testing/examples.ts';
import { configureApi } from '../../../api/client.ts';
import { resetCartState } from '../../../stores/cart-store.ts';
import { resetConfigState } from '../../../stores/config-store.ts';
import { SimpleNoteEditDialog } from './simple-note-edit-dialog.tsx';

/** A Nota Simple as the seeded scenarios hold it: the municipality's INE code as its value. */
const seeded: CartItem = {
  ...cartItemExample(),
  options: [
    { option_id: 'nombre', option_value: '', value: 'María García López', print_value: 'María García López', label: 'Titular' },
    { option_id: 'direccion', option_value: '', value: 'Calle Mayor 12', print_value: 'Calle Mayor 12', label: 'Dirección' },
    { option_id: 'municipio', option_value: '28079', value: '28079', print_value: 'Madrid', label: 'Municipio' },
    { option_id: 'provincia', option_value: '', value: 'Madrid', print_value: 'Madrid', label: 'Provincia' },
  ],
};

const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  configureApi({ baseUrl: '', retryDelaysMs: [0] });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ cart: [seeded], config: configExample() }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCartState();
  resetConfigState();
});

describe('[cart] simple-note edit dialog', () => {
  test('[cart] opens with the item’s answers and saves the changed owner with the same municipality', async () => {
    const onClose = vi.fn();
    render(<SimpleNoteEditDialog item={seeded} onClose={onClose} />);

    const owner = await screen.findByRole('textbox', { name: /Nombre y apellidos del titular/ });
    expect(screen.getByRole('combobox', { name: 'Municipio' })).toHaveProperty('value', 'Madrid (Madrid)');
    fireEvent.change(owner, { target: { value: 'Marta Gil Sanz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        form: {
          nombre: 'Marta Gil Sanz',
          direccion: 'Calle Mayor 12',
          municipio: 'Madrid',
          provincia: 'Madrid',
          codigo_ine: '28079',
          otros_datos: '',
        },
      }),
    ]);
  });

  test('[cart] an empty address is not saved: the field says why', async () => {
    render(<SimpleNoteEditDialog item={seeded} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Dirección del inmueble/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Por favor, escribe el dato')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
