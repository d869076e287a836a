import { isOwnerAnswerConsistent } from '#contracts/rules/nota-simple-rules.ts';
import { afterEach, describe, expect, test } from 'vitest';
import { ROUTES } from '#contracts/constants/client-routes.ts';
import type { MunicipalityRegistries } from '#contracts/api/spain.ts';
import {
  answerOwnerKnown,
  emptyNoteForm,
  notaSimpleRequestOf,
  noteFlow,
  type NoteForm,
  notePriceLines,
  noteStepsFor,
  ownerIsUnknown,
  runningNotePrice,
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
    expect(noteFlow.nextStep('step4')).toBe('step41');
    expect(noteFlow.nextStep('step42')).toBe('step5');
    expect(noteFlow.nextStep('step6')).toBe(ROUTES.simpleNote.addToCart);
    expect(noteFlow.previousPath('step1')).toBe(ROUTES.simpleNote.intro);
    expect(noteFlow.previousStep('step5')).toBe('step42');
  });
});

describe('[nota simple] the owner question follows the answer (issue 12, point 8)', () => {
  afterEach(() => noteFlow.reset());

  test('[nota simple] after No to "¿Conoces el nombre del titular?" the next step is the address, not "¿Quién es el titular?"', () => {
    expect(noteStepsFor('no')).not.toContain('step2');
    answerOwnerKnown('no');
    expect(noteFlow.nextStep('step1')).toBe('step3');
    expect(noteFlow.previousStep('step3')).toBe('step1');
    answerOwnerKnown('si');
    expect(noteFlow.nextStep('step1')).toBe('step2');
    expect(noteFlow.previousStep('step3')).toBe('step2');
  });

  test('[nota simple] the step guard follows the answer: after No the address opens without a name; after a change to Yes the name is asked', () => {
    answerOwnerKnown('no');
    noteFlow.validate('step1');
    expect(noteFlow.firstInvalidBefore('step3')).toBeUndefined();
    expect(noteFlow.state.steps).toHaveLength(7);

    answerOwnerKnown('si');
    expect(noteFlow.state.steps).toContain('step2');
    expect(noteFlow.firstInvalidBefore('step3')).toBe('step2');
  });

  test('[nota simple] with every step answered after a No, the Nota Simple may be added: no step waits for a name', () => {
    answerOwnerKnown('no');
    for (const step of noteFlow.state.steps) noteFlow.validate(step);
    expect(noteFlow.firstInvalidBefore(noteFlow.addToCart)).toBeUndefined();
    noteFlow.reset();
    expect(noteFlow.state.steps).toContain('step2');
  });
});

describe('[nota simple] its price on every step and in the breakdown', () => {
  const prices = { standard: 15.8, urgent: 24.5 };

  test('[nota simple] "desde" the standard price until urgency is chosen, then the chosen service’s price', () => {
    expect(runningNotePrice({ servicio_urgente: '' }, prices)).toEqual({ amount: 15.8, from: true });
    expect(runningNotePrice({ servicio_urgente: 'no' }, prices)).toEqual({ amount: 15.8, from: false });
    expect(runningNotePrice({ servicio_urgente: 'si' }, prices)).toEqual({ amount: 24.5, from: false });
  });

  test('[nota simple] the breakdown lists the Nota Simple and what urgency adds, adding up to the urgent price', () => {
    const labels = { note: 'Nota Simple', urgent: 'Servicio urgente' };
    expect(notePriceLines({ servicio_urgente: 'no' }, prices, labels).map((line) => line.amount)).toEqual([15.8]);
    const urgent = notePriceLines({ servicio_urgente: 'si' }, prices, labels);
    expect(urgent.map(({ label, amount }) => [label, amount])).toEqual([
      ['Nota Simple', 15.8],
      ['Servicio urgente', 8.7],
    ]);
    expect(urgent.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(24.5, 10);
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
    // the pair addns checks (contracts' isOwnerAnswerConsistent): no name when the owner is not known, and one when it is
    for (const request of [notaSimpleRequestOf(form), notaSimpleRequestOf(filled())])
      expect(request && isOwnerAnswerConsistent(request.conoce_nombre_propietario, request.nombre)).toBe(true);
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
