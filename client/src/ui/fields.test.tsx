import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CheckboxField, CheckboxGroupField } from './checkbox-field.tsx';
import { RadioGroup } from './radio-group.tsx';
import { SearchField } from './search-field.tsx';
import { TextField } from './text-field.tsx';

const choices = [
  { id: 'a', label: 'Luz' },
  { id: 'b', label: 'Gas' },
];

describe('form fields', () => {
  test('[fields] a text field names its input by id and describes it with its error', () => {
    render(<TextField id="nombre" label="Nombre" value="" onChange={() => undefined} error="Por favor, escribe el dato" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input.id).toBe('nombre');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Por favor, escribe el dato');
  });

  test('[fields] a radio group gives its id to the first radio, so an error link can focus it', () => {
    const onChange = vi.fn();
    render(<RadioGroup id="tipo" label="Tipo" choices={choices} value="" onChange={onChange} error="Por favor, selecciona una opción" />);
    expect(screen.getByRole('radio', { name: 'Luz' }).id).toBe('tipo');
    expect(screen.getByRole('radiogroup', { name: 'Tipo' }).textContent).toContain('Por favor, selecciona una opción');
    fireEvent.click(screen.getByRole('radio', { name: 'Gas' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  test('[fields] a single checkbox is described by its error', () => {
    const onChange = vi.fn();
    render(<CheckboxField id="acepto" label="Acepto las condiciones" checked={false} onChange={onChange} error="Marca la casilla" />);
    const box = screen.getByRole('checkbox', { name: 'Acepto las condiciones' });
    expect(box.id).toBe('acepto');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Marca la casilla');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  test('[fields] a checkbox group ticks several values', () => {
    const onChange = vi.fn();
    render(<CheckboxGroupField id="sum" label="Suministros" choices={choices} value={['a']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gas' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
  });

  // Picking a suggestion from the popover is covered in Chromium (e2e/specs/product): happy-dom does not open it.
  test('[fields] a search field asks the server once the buyer typed two letters', async () => {
    const search = vi.fn(async () => [{ id: 'Sevilla', label: 'Sevilla (Sevilla)' }]);
    const onChange = vi.fn();
    render(<SearchField id="muni" label="Municipio" value={null} onChange={onChange} search={search} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Municipio' }), { target: { value: 'S' } });
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'Municipio' }), { target: { value: 'Sev' } });
    await waitFor(() => expect(search).toHaveBeenCalledWith('Sev', expect.any(AbortSignal)));
    expect(onChange).not.toHaveBeenCalled();
  });
});
