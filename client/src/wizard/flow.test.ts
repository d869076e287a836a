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
    routes: { steps: ['step1', 'step2', 'step3'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
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
    expect(flow.firstInvalidBefore('/flow/add')).toBe('step1');
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
    expect(flow.firstInvalidBefore('/flow/add')).toBe('step2');
    flow.validate('step2');
    expect(flow.isFormValid()).toBe(true);
    expect(flow.firstInvalidBefore('/flow/add')).toBeUndefined();
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
      routes: { steps: ['step1', 'step2'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    first.update({ nombre: 'Ana Pérez' });
    first.validate('step1');
    await Promise.resolve(); // valtio notifies subscribers after the current task
    const reloaded = createFlow<NoteForm>({
      id: 'reload-test',
      routes: { steps: ['step1', 'step2'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
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
      routes: { steps: ['step1'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
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
      routes: { steps: ['step1'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });
    expect(flow.state.form).toEqual({ nombre: '', municipio: '' });
    expect(flow.isStepValid('step1')).toBe(false);
  });
});

describe('a flow is its step table (decision 039)', () => {
  const tableFlow = () =>
    createFlow<NoteForm>({
      id: `table-${(flowCount += 1)}`,
      routes: { steps: ['step1', 'step2', 'step3'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
      // step2 asks something only once a name is given
      stepApplies: (step, form) => step !== 'step2' || form.nombre !== '',
      before: '/flow/intro',
      initialForm: () => ({ nombre: '', municipio: '' }),
      schema: noteFormSchema,
    });

  test("[wizard] the flow answers each step's route, and the add-to-cart route for its last", () => {
    const flow = tableFlow();
    expect(flow.path('step2')).toBe('/flow/step2');
    expect(flow.path(flow.addToCart)).toBe('/flow/add');
  });

  test('[wizard] next and previous skip the steps that do not apply to the answers', () => {
    const flow = tableFlow();
    expect(flow.nextStep('step1')).toBe('step3');
    expect(flow.previousStep('step3')).toBe('step1');
    flow.update({ nombre: 'Ana' });
    expect(flow.nextStep('step1')).toBe('step2');
    expect(flow.previousStep('step3')).toBe('step2');
    expect(flow.nextStep('step3')).toBe('/flow/add');
  });

  test('[wizard] the first step goes back to the page before the flow, where there is one', () => {
    const flow = tableFlow();
    expect(flow.previousPath('step1')).toBe('/flow/intro');
    expect(flow.previousPath('step3')).toBe('/flow/step1');
  });

  test('[wizard] Continue marks the step valid and answers the next step that applies', () => {
    const flow = tableFlow();
    expect(flow.continueFrom('step1')).toBe('step3');
    expect(flow.isStepValid('step1')).toBe(true);
  });
});
