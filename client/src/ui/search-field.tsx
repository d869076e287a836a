import { useCallback, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import * as styles from './field.css.ts';
import type { Choice } from './radio-group.tsx';
import { FieldErrorSlot, FieldLabel, describedByOf, type FieldBaseProps } from './text-field.tsx';

interface SearchFieldProps extends FieldBaseProps {
  /** What the field searches, shown under its label: 'Municipios de España'. */
  description: string;
  /** The chosen entry, or null. */
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** Asks the server for the entries matching what the buyer typed. */
  search: (term: string, signal: AbortSignal) => Promise<Choice[]>;
  /** What the field says when a search finds nothing, with what to try next: '… ningún municipio con «Madrd» …'. */
  noResults: (term: string) => string;
  /** The text in the field while no suggestion is picked ('' once one is): the step's error names it. */
  onTextChange?: ((typed: string) => void) | undefined;
  /**
   * What the buyer typed, when the search could not answer it (the call failed, or the backend answered another shape):
   * the field keeps it as the answer, so the buyer is not stuck without suggestions. Only for a field whose form can
   * take typed text; without it, a failed search is only said beside the field.
   */
  onKeepTyped?: ((typed: string) => void) | undefined;
  placeholder?: string | undefined;
  /** Searching starts from this many typed characters (2 by default). */
  minChars?: number;
}

/** Where the search for the typed text stands; its outcome is said beside the field, never by an empty popup. */
type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; term: string }
  | { status: 'found'; term: string }
  | { status: 'none'; term: string }
  | { status: 'failed'; term: string };

/** A quick answer shows no 'Searching…' at all; a slow one says it is on its way. */
const SEARCHING_SHOWS_AFTER_MS = 400;

/**
 * An autocomplete combobox over a server search (municipalities, parishes, companies): the buyer types,
 * picks one suggestion, and the field keeps the suggestion's id and label.
 *
 * The suggestions popup opens only with suggestions in it: an open popup hides the rest of the page from
 * assistive technology (react-aria's ariaHideOutside), so an empty one would hide Continue too. A slow search, a
 * search that found nothing and a failed one are said in a live region under the field instead.
 */
export function SearchField({
  id,
  label,
  description,
  error,
  isRequired,
  value,
  onChange,
  search,
  noResults,
  onTextChange,
  onKeepTyped,
  placeholder,
  minChars = 2,
}: SearchFieldProps) {
  const t = useT();
  const [text, setText] = useState(value?.label ?? '');
  /** What the input shows for the current choice (a suggestion's label, which may differ from the kept value). */
  const chosenText = useRef(value?.label ?? '');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  /** The last search's suggestions: kept while the next search runs, so the list does not flicker as the buyer types. */
  const [found, setFound] = useState<Choice[]>([]);
  const [slow, setSlow] = useState(false);
  const items = found.length > 0 ? found : value ? [value] : [];
  /** A failed search keeps the text it searched as the answer, where the field can take it (onKeepTyped). */
  const keepTyped = useEffectEvent((typed: string) => {
    if (onKeepTyped === undefined) return;
    chosenText.current = typed;
    onTextChange?.('');
    onKeepTyped(typed);
  });

  useEffect(() => {
    const term = text.trim();
    if (term.length < minChars || term === chosenText.current.trim()) {
      setState({ status: 'idle' });
      setFound([]);
      return;
    }
    const controller = new AbortController();
    setState({ status: 'searching', term });
    setSlow(false);
    const slowTimer = window.setTimeout(() => setSlow(true), SEARCHING_SHOWS_AFTER_MS);
    // An answer to an older term (its search was aborted when the buyer typed on) must not replace a newer one.
    search(term, controller.signal).then(
      (suggestions) => {
        if (controller.signal.aborted) return;
        setFound(suggestions);
        setState(suggestions.length > 0 ? { status: 'found', term } : { status: 'none', term });
      },
      () => {
        if (controller.signal.aborted) return;
        setFound([]);
        setState({ status: 'failed', term });
        keepTyped(text);
      },
    );
    return () => {
      controller.abort();
      window.clearTimeout(slowTimer);
    };
  }, [text, minChars, search]);

  const statusText =
    state.status === 'none'
      ? noResults(state.term)
      : state.status === 'failed'
        ? t(onKeepTyped ? 'search.failedKept' : 'search.failed', { term: state.term })
        : state.status === 'searching' && slow
          ? t('search.searching', { term: text.trim() })
          : '';

  return (
    <ComboBox
      className={styles.field}
      items={items}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        const picked = typed === chosenText.current && chosenText.current !== '';
        onTextChange?.(picked ? '' : typed);
        if (!picked && chosenText.current !== '') {
          chosenText.current = '';
          onChange(null);
        }
      }}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const chosen = items.find((item) => item.id === key) ?? null;
        if (chosen === null) return;
        chosenText.current = chosen.label;
        setText(chosen.label);
        setState({ status: 'idle' });
        setFound([]);
        onTextChange?.('');
        onChange(chosen);
      }}
      // The popup opens when suggestions arrive (OpensWithSuggestions), or with the arrow keys when there are some.
      menuTrigger="manual"
      allowsCustomValue
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={label} description={description} fieldId={id} />
      <Input
        id={id}
        className={styles.control}
        // what the field searches and its error while shown, no empty slot (issue 41)
        aria-describedby={describedByOf(id, description, error)}
        {...(placeholder ? { placeholder } : {})}
        onKeyDownCapture={(event) => {
          // react-aria opens a popup of controlled items even when there are none: nothing to show, nothing to open.
          if (items.length === 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) event.stopPropagation();
        }}
      />
      <p role="status" className={styles.searchStatus}>
        {statusText}
      </p>
      <FieldErrorSlot error={error} fieldId={id} />
      <OpensWithSuggestions results={state.status === 'found' ? found : null} />
      <Popover className={styles.popover}>
        <ListBox<Choice>>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * The error of a search field with no suggestion picked: the text the buyer typed is not in the list (`notInList`),
 * or, with nothing typed, `empty` (the step's own 'pick one from the list').
 */
export function notPickedError(typed: string, notInList: (typed: string) => string, empty: string): string {
  return typed.trim() === '' ? empty : notInList(typed.trim());
}

/** Opens the combobox's popup when a search brings suggestions while the buyer is in the field. */
function OpensWithSuggestions({ results }: { results: Choice[] | null }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (state && results && results.length > 0 && state.isFocused && !state.isOpen) state.open(null, 'manual');
    // Only a new answer opens it: the buyer closing it (Escape, a pick) must not see it open again by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);
  return null;
}

interface EntitySearchFieldProps<Shown, Found extends Shown> extends Omit<SearchFieldProps, 'value' | 'onChange' | 'search'> {
  value: Shown | null;
  onChange: (entity: Found | null) => void;
  search: (term: string, signal: AbortSignal) => Promise<Found[]>;
  /** How an entity reads in the list; its id must identify it among one search's results. */
  choiceOf: (entity: Shown) => Choice;
}

/**
 * A SearchField whose answer is the whole entity the buyer picked (a company, a municipality with its
 * registries), not only its label: the last search's results are kept to hand the chosen one back.
 */
export function EntitySearchField<Shown, Found extends Shown>({
  value,
  onChange,
  search,
  choiceOf,
  ...field
}: EntitySearchFieldProps<Shown, Found>) {
  const found = useRef(new Map<string, Found>());
  const searchChoices = useCallback(
    async (term: string, signal: AbortSignal) => {
      const entities = await search(term, signal);
      found.current = new Map(entities.map((entity) => [choiceOf(entity).id, entity]));
      return entities.map(choiceOf);
    },
    [search, choiceOf],
  );
  return (
    <SearchField
      {...field}
      value={value ? choiceOf(value) : null}
      onChange={(choice) => onChange(choice ? (found.current.get(choice.id) ?? null) : null)}
      search={searchChoices}
    />
  );
}
