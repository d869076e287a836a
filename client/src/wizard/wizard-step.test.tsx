import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderAt } from '../testing/render-route.tsx';
import { TextField } from '../ui/text-field.tsx';
import { createFlow } from './flow.ts';
import { StepGuard } from './step-guard.tsx';
import { useStepValidation } from './use-step-validation.ts';
import { WizardStep } from './wizard-step.tsx';

const flow = createFlow<{ nombre: string }>({
  id: 'wizard-step-test',
  routes: { steps: ['step1', 'step2', 'step3'], step: (step) => `/flow/${step}`, addToCart: '/flow/add' },
  initialForm: () => ({ nombre: '' }),
  schema: v.object({ nombre: v.string() }),
});

function NameStep() {
  const [nombre, setNombre] = useState('');
  const validation = useStepValidation({ nombre: nombre ? undefined : 'Por favor, escribe el dato' }, { nombre: 'Nombre' });
  return (
    <WizardStep
      stepNumber={2}
      stepCount={3}
      heading="¿A nombre de quién?"
      backTo="/flow/step1"
      validation={validation}
      onContinue={() => flow.validate('step2')}
    >
      <TextField id="nombre" label="Nombre" value={nombre} onChange={setNombre} error={validation.visible['nombre']} />
    </WizardStep>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      at {pathname}
      {search}
    </p>
  );
}

function renderFlow(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Routes>
            <Route path="/flow/step1" element={<Where />} />
            <Route
              path="/flow/step2"
              element={
                <StepGuard flow={flow} step="step2">
                  <NameStep />
                </StepGuard>
              }
            />
            <Route
              path="/flow/step3"
              element={
                <StepGuard flow={flow} step="step3">
                  <Where />
                </StepGuard>
              }
            />
          </Routes>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('wizard step', () => {
  test('[wizard] a deep link past an invalid step goes back to it, keeping the query string', async () => {
    flow.reset();
    renderFlow('/flow/step3?store=9');
    expect(await screen.findByText('at /flow/step1?store=9')).toBeTruthy();
  });

  test('[wizard] the stepper shows its position, and a failed Continue focuses a summary linking to the field', async () => {
    flow.reset();
    flow.validate('step1');
    renderFlow('/flow/step2?store=9');
    expect(screen.getByRole('heading', { level: 1, name: /Paso 2 de 3/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/flow/step1?store=9');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(screen.getByRole('link', { name: 'Nombre: Por favor, escribe el dato' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre' }), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(flow.isStepValid('step2')).toBe(true));
  });

  test('[wizard] after a failed Continue, an error that comes back while the buyer types waits until they leave the field', async () => {
    flow.reset();
    flow.validate('step1');
    renderFlow('/flow/step2');
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ana' } });
    // Right now: the error and the summary go at once.
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(name, { target: { value: '' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Nombre: Por favor, escribe el dato');
  });

  test('[wizard] Continue on a step without errors moves on without rendering the step again first (issue 25)', () => {
    const renders: string[] = [];
    let continued = 0;
    function AnsweredStep() {
      const validation = useStepValidation({ nombre: undefined }, { nombre: 'Nombre' });
      renders.push('step1');
      return (
        <WizardStep stepNumber={1} stepCount={3} heading="¿A nombre de quién?" validation={validation} onContinue={() => (continued += 1)}>
          <p>Ana</p>
        </WizardStep>
      );
    }
    renderAt('/flow/step1', <AnsweredStep />);
    renders.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(continued).toBe(1);
    expect(renders).toEqual([]);
  });
});
