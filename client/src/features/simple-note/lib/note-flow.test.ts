import { describe, expect, test } from 'vitest';
import type { MunicipalityRegistries } from '#contracts/spain.ts';
import {
  type NoteForm,
  emptyNoteForm,
  nextNoteStep,
  notaSimpleRequestOf,
  ownerIsUnknown,
  previousNoteStep,
  urgencyOf,
} from './note-flow.ts';

const sevilla: MunicipalityRegistries = {
  codigo_ine: '41091',
  municipio: 'Sevilla',
  provincia: 'Sevilla',
  url: 'sevilla',
  registros: [{ nombre: 'Registro de la Propiedad de Sevilla número 1', horas_entrega: 3 }],
  horas_entrega: 3,
  lento: false,
};

const filled = (overrides: Partial<NoteForm> = {}): NoteForm => ({
  ...emptyNoteForm(),
  quiere_una_ns: true,
  conoce_nombre_propietario: 'si',
  nombre: ' Ana Ruiz Gómez ',
  direccion: 'Calle Feria 12',
  registro: sevilla,
  servicio_urgente: 'no',
  ...overrides,
});

describe('[nota simple] wizard steps', () => {
  test('[nota simple] step4 leads to step41, step42 to step5, and step6 to the cart', () => {
    expect(nextNoteStep('step4')).toBe('step41');
    expect(nextNoteStep('step42')).toBe('step5');
    expect(nextNoteStep('step6')).toBe('cart/add/ns');
    expect(previousNoteStep('step1')).toBe('step0');
    expect(previousNoteStep('step5')).toBe('step42');
  });
});

describe('[nota simple] the request sent to the backend', () => {
  test('[nota simple] a known owner, trimmed, with the picked municipality', () => {
    expect(notaSimpleRequestOf(filled())).toMatchObject({
      conoce_nombre_propietario: true,
      nombre: 'Ana Ruiz Gómez',
      municipio: 'Sevilla',
      codigo_ine: '41091',
      servicio_urgente: false,
      servicio_urgente_custom: false,
      horas_urgente_custom: null,
    });
  });

  test('[nota simple] a buyer who does not know the owner sends no name, whatever was typed', () => {
    const form = filled({ conoce_nombre_propietario: 'no', nombre: 'Ana' });
    expect(notaSimpleRequestOf(form)?.nombre).toBe('');
    expect(ownerIsUnknown(form)).toBe(true);
    expect(ownerIsUnknown(filled({ nombre: 'desconocido' }))).toBe(true);
  });

  test('[nota simple] urgent service of a registry delivering in 3 hours is custom with those hours', () => {
    expect(urgencyOf(filled({ servicio_urgente: 'si' }))).toEqual({ urgent: true, customHours: 3 });
    expect(notaSimpleRequestOf(filled({ servicio_urgente: 'si' }))).toMatchObject({
      servicio_urgente_custom: true,
      horas_urgente_custom: 3,
    });
    const slowRegistry = { ...sevilla, horas_entrega: 48 };
    expect(urgencyOf(filled({ servicio_urgente: 'si', registro: slowRegistry }))).toEqual({ urgent: true, customHours: null });
  });

  test('[nota simple] without a municipality there is no request yet', () => {
    expect(notaSimpleRequestOf(filled({ registro: null }))).toBeNull();
  });
});
