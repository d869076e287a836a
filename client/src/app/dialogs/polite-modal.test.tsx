import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configExample } from '#contracts/testing/examples.ts';
import { applyServerConfig, resetConfigState } from '../../stores/config-store.ts';
import { PoliteModal } from './polite-modal.tsx';

afterEach(resetConfigState);

describe('polite modal', () => {
  test('[polite modal] with a phone, the help line names the site and links the number for calling', async () => {
    applyServerConfig(configExample({ store_id: 14, portalName: 'Registro de la Propiedad Online' }));
    render(<PoliteModal message={{ html: 'Lo sentimos.', phone: '900 123 456' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog.textContent).toContain('¿Necesitas ayuda? Llama a Registro de la Propiedad Online al 900 123 456.');
    expect(screen.getByRole('link', { name: '900 123 456' }).getAttribute('href')).toBe('tel:900123456');
  });

  test('[polite modal] in Portuguese, and without the site name until the configuration gives it', async () => {
    applyServerConfig(configExample({ store_id: 16, portalName: '' }));
    render(<PoliteModal message={{ html: 'Lamentamos.', phone: '+351 210 000 000' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog.textContent).toContain('Precisa de ajuda? Ligue-nos através do +351 210 000 000.');
    expect(screen.getByRole('link', { name: '+351 210 000 000' }).getAttribute('href')).toBe('tel:+351210000000');
  });

  test('[polite modal] without a phone there is no help line, and Cerrar closes it', async () => {
    applyServerConfig(configExample({ store_id: 14 }));
    const onClose = vi.fn();
    render(<PoliteModal message={{ html: 'Lo sentimos.' }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog.textContent).not.toContain('ayuda');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
