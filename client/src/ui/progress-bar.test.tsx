import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('progress bar', () => {
  test('[progress] the track look is named by its label alone and says its percent in the page language', () => {
    render(
      <I18nProvider locale="es-ES">
        <ProgressBar label="Enviando nota.pdf" percent={40} />
      </I18nProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Enviando nota.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('40 %');
    expect(bar.textContent).toBe('');
  });

  test('[progress] the labelled look shows its label over the fill, and the label names it', () => {
    render(<ProgressBar label="Enviando voluntades.pdf" percent={75} look="labelled" />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando voluntades.pdf' });
    expect(bar.textContent).toBe('Enviando voluntades.pdf');
    expect(bar.querySelector<HTMLElement>('span')?.style.width).toBe('75%');
  });
});
