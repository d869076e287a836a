// @vitest-environment happy-dom
import { pathToFileURL } from 'node:url';
import { act, createElement as h, type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { evaluatedBeside, installedFile, installedModule } from './react-aria-rewrites-testing.ts';

/** A React Aria module, as installed and as the build rewrites it, each evaluated beside the original. */
async function installedAndRewritten<Module>(path: string): Promise<{ installed: Module; rewritten: Module }> {
  const { id, code, cheap } = installedModule(path);
  return {
    installed: await evaluatedBeside<Module>(id, code, 'installed'),
    rewritten: await evaluatedBeside<Module>(id, cheap, 'rewritten'),
  };
}

/** An installed module, unchanged. */
const unchanged = async <Module>(path: string): Promise<Module> =>
  (await import(/* @vite-ignore */ pathToFileURL(installedFile(path)).href)) as Module;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) act(unmount);
  document.body.replaceChildren();
});

/** The renders of `app`'s probe while the browser hydrates the server's markup of it, and the markup then. */
async function hydrated(app: (onRender: () => void) => ReactNode): Promise<{ renders: number; container: HTMLElement }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(app(() => undefined));
  let renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(
      container,
      app(() => (renders += 1)),
      { onRecoverableError: (error) => errors.push(error) },
    );
    unmounts.push(() => root.unmount());
  });
  expect(errors).toEqual([]); // the markup matched: nothing was rendered anew
  return { renders, container };
}

/** The renders of `app`'s probe while the browser mounts it without server markup, and the markup then. */
async function mounted(app: (onRender: () => void) => ReactNode): Promise<{ renders: number; container: HTMLElement }> {
  const container = document.body.appendChild(document.createElement('div'));
  let renders = 0;
  await act(async () => {
    const root = createRoot(container);
    root.render(app(() => (renders += 1)));
    unmounts.push(() => root.unmount());
  });
  return { renders, container };
}

interface I18nModule {
  I18nProvider(props: { locale?: string; children: ReactNode }): ReactNode;
  useLocale(): { locale: string; direction: string };
}

interface SsrModule {
  useSSRSafeId(defaultId?: string): string;
}

type InputProps = Record<string, unknown>;
interface ChoiceProps {
  inputProps: InputProps;
  descriptionProps: { id?: string; ref?: unknown };
}
interface ToggleModule {
  useToggle(props: object, state: unknown, ref: unknown): ChoiceProps;
}
interface SlotModule {
  useSlot(initialState?: boolean): [(element: Element | null) => void, boolean];
}
interface RadioModule {
  useRadio(props: object, state: unknown, ref: unknown): ChoiceProps;
}
const { useToggleState } = await unchanged<{ useToggleState(props: object): unknown }>(
  'react-stately/dist/private/toggle/useToggleState.mjs',
);
const { useRadioGroupState } = await unchanged<{ useRadioGroupState(props: object): unknown }>(
  'react-stately/dist/private/radio/useRadioGroupState.mjs',
);

interface RadioGroupModule {
  useRadioGroup(props: object, state: unknown): Record<'radioGroupProps' | 'descriptionProps' | 'errorMessageProps', InputProps>;
}

describe('[performance] React Aria renders a hydrated page once, and a radio or checkbox once when it is shown (issue 25)', () => {
  test('a component asking for the locale is not rendered again after the hydration when a provider gives it', async () => {
    const { installed, rewritten } = await installedAndRewritten<I18nModule>('react-aria/dist/private/i18n/I18nProvider.mjs');
    const app =
      ({ I18nProvider, useLocale }: I18nModule) =>
      (onRender: () => void) => {
        function Probe() {
          onRender();
          return h('span', null, useLocale().locale);
        }
        return h(I18nProvider, { locale: 'pt-PT', children: h(Probe) });
      };
    expect((await hydrated(app(installed))).renders).toBe(2); // the check of the test: the installed one renders twice
    const { renders, container } = await hydrated(app(rewritten));
    expect(renders).toBe(1);
    expect(container.textContent).toBe('pt-PT');
  });

  test('without a provider, the locale is still the default one, as before', async () => {
    const { installed, rewritten } = await installedAndRewritten<I18nModule>('react-aria/dist/private/i18n/I18nProvider.mjs');
    const shown = async ({ useLocale }: I18nModule) => {
      function Probe() {
        return h('span', null, JSON.stringify(useLocale()));
      }
      return (await mounted(() => h(Probe))).container.textContent;
    };
    expect(await shown(rewritten)).toBe(await shown(installed));
  });

  test("an id React Aria makes is not rendered again after the hydration, and stays the server's", async () => {
    const { installed, rewritten } = await installedAndRewritten<SsrModule>('react-aria/dist/private/ssr/SSRProvider.mjs');
    const app =
      ({ useSSRSafeId }: SsrModule) =>
      (onRender: () => void) => {
        function Probe() {
          onRender();
          return h('span', { id: useSSRSafeId() });
        }
        return h(Probe);
      };
    expect((await hydrated(app(installed))).renders).toBe(2);
    const { renders, container } = await hydrated(app(rewritten));
    expect(renders).toBe(1);
    expect(container.querySelector('span')?.id).toMatch(/^react-aria-/);
  });

  test('an id made in the browser alone keeps a prefix of its own and stays unique', async () => {
    const { rewritten } = await installedAndRewritten<SsrModule>('react-aria/dist/private/ssr/SSRProvider.mjs');
    function Probe() {
      return h('span', { id: rewritten.useSSRSafeId() });
    }
    const { container } = await mounted(() => h('div', null, h(Probe), h(Probe)));
    const ids = [...container.querySelectorAll('span')].map((span) => span.id);
    expect(ids.every((id) => id.startsWith('react-aria-'))).toBe(true);
    expect(new Set(ids).size).toBe(2);
  });

  test("a field's step that goes does not make React run the commit's effects before the browser paints", async () => {
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    /** What happens after React commits step 2 in a transition, as the router does: its effects, and a microtask. */
    const afterTheCommit = async ({ useSlot }: SlotModule): Promise<string[]> => {
      const events: string[] = [];
      function Field() {
        const [label] = useSlot();
        return h('label', { ref: label }, 'Nombre y apellidos del titular');
      }
      function NextStep() {
        useLayoutEffect(() => queueMicrotask(() => events.push('microtask after the commit')), []);
        useEffect(() => void events.push('effects'), []);
        return h('h1', null, 'Paso 2 de 8');
      }
      let showStep: (step: number) => void = () => undefined;
      function Steps() {
        const [step, setStep] = useState(1);
        showStep = setStep;
        return step === 1 ? h(Field) : h(NextStep);
      }
      await mounted(() => h(Steps));
      act.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduling, as in the browser
      try {
        startTransition(() => showStep(2));
        await vi.waitFor(() => expect(events).toHaveLength(2));
      } finally {
        act.IS_REACT_ACT_ENVIRONMENT = true;
      }
      return events;
    };
    for (const path of ['react-aria-components/dist/private/utils.mjs', 'react-aria/dist/private/utils/useSlot.mjs']) {
      const { installed, rewritten } = await installedAndRewritten<SlotModule>(path);
      expect(await afterTheCommit(installed)).toEqual(['effects', 'microtask after the commit']); // the check of the test
      expect(await afterTheCommit(rewritten)).toEqual(['microtask after the commit', 'effects']);
    }
  });

  test('a slot whose element goes while its field stays is empty again, and filled when it comes back', async () => {
    const { rewritten } = await installedAndRewritten<SlotModule>('react-aria/dist/private/utils/useSlot.mjs');
    let showLabel: (shown: boolean) => void = () => undefined;
    function Field() {
      const [label, hasLabel] = rewritten.useSlot();
      const [shown, setShown] = useState(true);
      showLabel = setShown;
      return h('div', { 'data-labelled': hasLabel }, shown ? h('label', { ref: label }, 'Nombre') : null);
    }
    const { container } = await mounted(() => h(Field));
    const field = container.querySelector('div');
    expect(field?.dataset['labelled']).toBe('true');
    await act(async () => showLabel(false));
    expect(field?.dataset['labelled']).toBe('false');
    await act(async () => showLabel(true));
    expect(field?.dataset['labelled']).toBe('true');
  });

  /** A checkbox with React Aria's hooks, with a description of its own or not. */
  const checkbox =
    ({ useToggle }: ToggleModule, described: boolean) =>
    (onRender: () => void) => {
      function Probe() {
        onRender();
        const ref = useRef<HTMLInputElement>(null);
        const state = useToggleState({});
        const { inputProps, descriptionProps } = useToggle({ 'aria-label': 'Acepto' }, state, ref);
        return h('label', null, h('input', { ...inputProps, ref }), described ? h('span', descriptionProps, 'Obligatorio') : null);
      }
      return h(Probe);
    };

  test('a checkbox without a description of its own renders once when it is shown', async () => {
    const { installed, rewritten } = await installedAndRewritten<ToggleModule>('react-aria/dist/private/toggle/useToggle.mjs');
    expect((await mounted(checkbox(installed, false))).renders).toBe(2);
    const { renders, container } = await mounted(checkbox(rewritten, false));
    expect(renders).toBe(1);
    expect(container.querySelector('input')?.hasAttribute('aria-describedby')).toBe(false);
  });

  test('a checkbox with a description of its own is still described by it', async () => {
    const { rewritten } = await installedAndRewritten<ToggleModule>('react-aria/dist/private/toggle/useToggle.mjs');
    const { container } = await mounted(checkbox(rewritten, true));
    const description = container.querySelector('span');
    expect(description?.id).not.toBe('');
    expect(container.querySelector('input')?.getAttribute('aria-describedby')).toBe(description?.id);
  });

  test('a radio without a description of its own renders once when it is shown, and one with one is described by it', async () => {
    const { installed, rewritten } = await installedAndRewritten<RadioModule>('react-aria/dist/private/radio/useRadio.mjs');
    const { useRadioGroup } = await unchanged<RadioGroupModule>('react-aria/dist/private/radio/useRadioGroup.mjs');
    const radios =
      ({ useRadio }: RadioModule, described: boolean) =>
      (onRender: () => void) => {
        function Radio({ value, state }: { value: string; state: unknown }) {
          onRender();
          const ref = useRef<HTMLInputElement>(null);
          const { inputProps, descriptionProps } = useRadio({ value, 'aria-label': value }, state, ref);
          return h('label', null, h('input', { ...inputProps, ref }), described ? h('span', descriptionProps, value) : null);
        }
        function Group() {
          const state = useRadioGroupState({});
          const group = useRadioGroup({ 'aria-label': '¿Sabes a nombre de quién está?', description: '', errorMessage: '' }, state);
          // the group's own description and error message, as ui/radio-group.tsx always renders them
          return h(
            'div',
            group.radioGroupProps,
            h('span', group.descriptionProps),
            h(Radio, { value: 'Sí', state }),
            h(Radio, { value: 'No', state }),
            h('span', group.errorMessageProps),
          );
        }
        return h(Group);
      };
    expect((await mounted(radios(installed, false))).renders).toBe(4);
    expect((await mounted(radios(rewritten, false))).renders).toBe(2);
    const { container } = await mounted(radios(rewritten, true));
    for (const input of container.querySelectorAll('input')) {
      const description = input.nextElementSibling;
      expect(description?.id).toMatch(/^react-aria-/);
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(description?.id);
    }
  });
});
