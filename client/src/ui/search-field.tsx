import { useCallback, useEffect, useRef, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import * as styles from './field.css.ts';
import type { Choice } from './radio-group.tsx';
import { FieldErrorSlot, FieldLabel, type FieldBaseProps } from './text-field.tsx';

interface SearchFieldProps extends FieldBaseProps {
  /** The chosen entry, or null. */
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** Asks the server for the entries matching what the buyer typed. */
  search: (term: string, signal: AbortSignal) => Promise<Choice[]>;
  placeholder?: string | undefined;
  /** Searching starts from this many typed characters (2 by default). */
  minChars?: number;
}

/**
 * An autocomplete combobox over a server search (municipalities, parishes, companies): the buyer types,
 * picks one suggestion, and the field keeps the suggestion's id and label. A failed search offers nothing.
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
  placeholder,
  minChars = 2,
}: SearchFieldProps) {
  const [text, setText] = useState(value?.label ?? '');
  /** What the input shows for the current choice (a suggestion's label, which may differ from the kept value). */
  const chosenText = useRef(value?.label ?? '');
  const [items, setItems] = useState<Choice[]>(value ? [value] : []);

  useEffect(() => {
    const term = text.trim();
    if (term.length < minChars || term === chosenText.current) return;
    const controller = new AbortController();
    // An answer to an older term (its search was aborted when the buyer typed on) must not replace a newer one.
    search(term, controller.signal).then(
      (found) => !controller.signal.aborted && setItems(found),
      () => !controller.signal.aborted && setItems([]),
    );
    return () => controller.abort();
  }, [text, minChars, search]);

  return (
    <ComboBox
      className={styles.field}
      items={items}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        if (typed !== chosenText.current && chosenText.current !== '') {
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
        onChange(chosen);
      }}
      menuTrigger="input"
      allowsCustomValue
      // Suggestions arrive after the buyer typed: the list opens at once and fills when they come.
      allowsEmptyCollection
      isInvalid={Boolean(error)}
      isRequired={isRequired ?? false}
      validationBehavior="aria"
    >
      <FieldLabel label={label} description={description} />
      <Input id={id} className={styles.control} {...(placeholder ? { placeholder } : {})} />
      <FieldErrorSlot error={error} />
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

interface EntitySearchFieldProps<Shown, Found extends Shown> extends FieldBaseProps {
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
