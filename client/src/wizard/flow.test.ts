import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { session, wizardKey } from '../lib/storage.ts';
import { createFlow } from './flow.ts';

interface NoteForm {
  nombre: string;
  municipio: string;
}
const noteFormSchema = v.object({ nombre: v.string(), municipio: v.string() });

let flowCount = 0;
function noteFlow() {
  flowCount += 1;
  return createFlow<NoteForm>({
    id: `test-note-${flowCount}`,
    steps: ['step1', 'step2', 'step3'],
    addToCart: 'cart/add/ns',
    initialForm: () => ({ nombre: '', municipio: '' }),
    schema: noteFormSchema,
  });
}

describe('wizard flow', () => {
  test('[wizard] a new flow has every step invalid and only its first step open', () => {
    const flow = noteFlow();
    expect(flow.isFormValid()).toBe(false);
    expect(flow.firstInvalidBefore('step1')).toBeUndefined();
    expect(flow.firstInvalidBefore('step3')).toBe('step1');
    expect(flow.firstInvalidBefore('cart/add/ns')).toBe('step1');
  });

  test('[wizard] validating marks one step, and a step opens when every earlier step is valid', () => {
    const flow = noteFlow();
    flow.validate('step1');
    expect(flow.isStepValid('step1')).toBe(true);
    expect(flow.isStepValid('step2')).toBe(false);
    expect(flow.firstInvalidBefore('step2')).toBeUndefined();
    expect(flow.firstInvalidBefore('step3')).toBe('step2');
    flow.validate('step1', false);
    expect(flow.firstInvalidBefore('step2')).toBe('step1');
  });

  test('[wizard] the form is valid only when every step is, and only then the add-to-cart step opens', () => {
    const flow = noteFlow();
    flow.validate('step1');
    flow.validate('step3');
    expect(flow.isFormValid()).toBe(false);
    expect(flow.firstInvalidBefore('cart/add/ns')).toBe('step2');
    flow.validate('step2');
    expect(flow.isFormValid()).toBe(true);
    expect(flow.firstInvalidBefore('cart/add/ns')).toBeUndefined();
  });

  test('[wizard] reset clears the form and every step flag', () => {
    const flow = noteFlow();
    flow.update({ nombre: 'Ana Pérez' });
    flow.validate('step1');
    flow.reset();
    expect(flow.state.form).toEqual({ nombre: '', municipio: '' });
    expect(flow.isStepValid('step1')).toBe(false);
  });

  test('[wizard] changing the step list keeps the flags of the steps still in it', () => {
    const flow = noteFlow();
    flow.validate('step1');
    flow.validate('step3');
    flow.setSteps(['step1', 'step2']);
    expect(flow.isStepValid('step1')).toBe(true);
    expect(flow.isStepValid('step3')).toBe(false);
    flow.validate('step2');
    expect(flow.isFormValid()).toBe(true);
  });

  test('[wizard] answers and flags survive a reload through session storage', async () => {
    const first = createFlow<NoteForm>({
      id: 'reload-test',
      steps: ['step1', 'step2'],
      addToCart: 'cart/add/ns',
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    first.update({ nombre: 'Ana Pérez' });
    first.validate('step1');
    await Promise.resolve(); // valtio notifies subscribers after the current task
    const reloaded = createFlow<NoteForm>({
      id: 'reload-test',
      steps: ['step1', 'step2'],
      addToCart: 'cart/add/ns',
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    expect(reloaded.state.form.nombre).toBe('Ana Pérez');
    expect(reloaded.isStepValid('step1')).toBe(true);
  });

  test('[wizard] a stored form of the wrong shape is dropped', () => {
    session.set(wizardKey('bad-shape'), { form: { other: 1 }, valid: { step1: true }, steps: ['step1'] });
    const flow = createFlow<NoteForm>({
      id: 'bad-shape',
      steps: ['step1'],
      addToCart: 'cart/add/ns',
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    expect(flow.state.form.nombre).toBe('');
    expect(flow.isStepValid('step1')).toBe(false);
  });

  test('[wizard] a stored form with one field of the wrong type is dropped with its flags', () => {
    session.set(wizardKey('bad-field'), { form: { nombre: 'Ana', municipio: null }, valid: { step1: true }, steps: ['step1'] });
    const flow = createFlow<NoteForm>({
      id: 'bad-field',
      steps: ['step1'],
      addToCart: 'cart/add/ns',
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    expect(flow.state.form).toEqual({ nombre: '', municipio: '' });
    expect(flow.isStepValid('step1')).toBe(false);
  });
});
