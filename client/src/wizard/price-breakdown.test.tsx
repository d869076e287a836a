import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { resetConfigState, setStoreFromAddress } from '../stores/config-store.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { RunningPrice } from './running-price.tsx';

afterEach(() => {
  cleanup();
  resetConfigState();
});

const lines = [
  { key: 'note', label: 'Nota Simple', amount: 15.8 },
  { key: 'urgent', label: 'Servicio urgente', amount: 8.7 },
];

describe('[prices] the price breakdown of a review states the VAT the way the store’s country does', () => {
  test.each([
    [14, 'Total', 'IVA incluido (21 %): base imponible 20,25 € e IVA 4,25 €'],
    [9, 'Total', 'IVA incluido (21 %): base imponible 20,25 € e IVA 4,25 €'],
    [16, 'Total', 'IVA incluído (23%): valor sem IVA 19,92 € e IVA 4,58 €'],
    [28, 'Total', 'IVA incluído (23%): valor sem IVA 19,92 € e IVA 4,58 €'],
    [18, 'Total', 'VAT included (21%): 20,25 € before VAT and 4,25 € VAT'],
    [22, 'Total', 'IVA incluido (21 %): base imponible 20,25 € e IVA 4,25 €'],
  ])('[prices] store %i: each line, the total and its VAT', (store, total, vat) => {
    setStoreFromAddress(`?store=${store}`);
    render(<PriceBreakdown lines={lines} />);
    expect(screen.getByRole('rowheader', { name: 'Nota Simple' }).nextElementSibling?.textContent).toBe('15,80 €');
    expect(screen.getByRole('rowheader', { name: 'Servicio urgente' }).nextElementSibling?.textContent).toBe('8,70 €');
    expect(screen.getByRole('rowheader', { name: total }).nextElementSibling?.textContent).toBe('24,50 €');
    expect(screen.getByText(vat)).toBeTruthy();
  });
});

describe('[prices] the running price on a wizard step', () => {
  test('[prices] shows the price with VAT included, "desde" while answers to come add to it', () => {
    render(<RunningPrice amount={12} from />);
    expect(screen.getByRole('group', { name: 'Precio total' }).textContent).toContain('desde 12 €');
    expect(screen.getByText('IVA incluido')).toBeTruthy();
  });

  test('[prices] is announced politely only when it changes on the step, not when the step opens', () => {
    const { rerender } = render(<RunningPrice amount={null} />);
    const live = () => screen.getByRole('group', { name: 'Precio total' }).querySelector('[aria-live="polite"]');
    expect(live()?.textContent).toBe('');
    rerender(<RunningPrice amount={99} />);
    expect(live()?.textContent).toBe('');
    rerender(<RunningPrice amount={119.76} />);
    expect(live()?.textContent).toBe('Precio total: 119,76 €');
  });
});
