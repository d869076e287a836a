import { type ReactNode, Suspense, use, useState } from 'react';
import type { ProductOption } from '#contracts/api/product.ts';
import { lazyScreen } from '../../../ui/lazy-screen.ts';

/**
 * Option fields loaded on first use (issue 25): most products' first step asks only text and choices, and React
 * Aria's popovers, pickers and dialogs are the larger part of a generic product's code (about 140 KB of the step's
 * 690 KB, 5 of its 56 files). The fields share one chunk (heavy-option-fields.ts): one import, not one per type.
 */
const load = () => import('./heavy-option-fields.ts');
const SearchField = lazyScreen(load, 'SearchField');
const SelectField = lazyScreen(load, 'SelectField');
const DateField = lazyScreen(load, 'DateField');
const FileField = lazyScreen(load, 'FileField');
const CheckboxGroupField = lazyScreen(load, 'CheckboxGroupField');
const PortugueseCompanyField = lazyScreen(load, 'PortugueseCompanyField');
export const LazyFields = { SearchField, SelectField, DateField, FileField, CheckboxGroupField, PortugueseCompanyField };

/** The option types answered with a field of that chunk: all but text, multiline text and radio choices. */
const LAZY_TYPES: ReadonlySet<ProductOption['type']> = new Set([
  'drop_down',
  'checkbox',
  'date',
  'file',
  'sociedad',
  'municipio',
  'municipio_ce',
  'freguesia',
]);

let loading: Promise<unknown> | null = null;
let loaded = false;

/** Starts loading the fields' chunk (every lazy component of it, so none suspends again); one load however often called. */
export function preloadOptionFields(): Promise<unknown> {
  loading ??= Promise.all(Object.values(LazyFields).map((field) => field.preload())).then(
    () => (loaded = true),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether any of `options` is answered with a lazily loaded field. */
export function needsLazyFields(options: readonly Pick<ProductOption, 'type'>[]): boolean {
  return options.some((option) => LAZY_TYPES.has(option.type));
}

/**
 * Waits, on a step's first render, for the fields the step shows then: the server rendered them, and the step is
 * hydrated as a whole once their code is in (its form inert until then, decision 035), never with a field left
 * unhydrated inside a working form. A field that appears later (an answer reveals it) waits in its own place
 * (LazyField), the rest of the step usable meanwhile.
 */
export function useFieldsOfFirstRender(options: readonly Pick<ProductOption, 'type'>[]): void {
  const [needed] = useState(() => needsLazyFields(options));
  // use() on every render of a step that needs them, as React requires; once loaded, a thenable React reads as settled.
  if (needed) use(loaded ? LOADED : preloadOptionFields());
}

/** A promise React's use() reads as fulfilled without suspending (the status it writes on promises it has seen). */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** A lazily loaded field in a place of its own: while its code loads, only its place is empty. */
export function LazyField({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
