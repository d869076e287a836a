import type { Product, ProductOption } from '#contracts/api/product.ts';
import { CHECKBOX_SEPARATOR, priceOfGenericItem } from '#contracts/rules/pricing.ts';
import { UPLOAD_ACCEPT } from '#contracts/rules/uploads.ts';
import { searchFreguesias } from '../../../api/search-freguesias.ts';
import { searchRegistros } from '../../../api/search-registros.ts';
import { searchSociedad } from '../../../api/search-sociedad.ts';
import type { MessageKey, PlainMessageKey } from '../../../i18n/messages.ts';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import { formatEuro } from '#contracts/rules/money.ts';
import { pendingUploads } from '../../../lib/pending-uploads.ts';
import { type Choice, RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { BUILT_IN_OPTION_IDS } from '#contracts/constants/product-ids.ts';
import { isPortugueseStore } from '#contracts/constants/stores.ts';
import { useSnapshot } from 'valtio';
import { configState } from '../../../stores/config-store.ts';
import type { Answers } from '#contracts/rules/generic-product-rules.ts';
import { type SearchedOptionType, fieldIdOf, isSearchedOptionType } from '../lib/generic-rules.ts';
import { productText } from '../messages.ts';
import * as styles from './product-flow.css.ts';
import { LazyField, LazyFields, needsLazyFields } from './lazy-option-fields.tsx';

const { CheckboxGroupField, DateField, FileField, PortugueseCompanyField, SearchField, SelectField } = LazyFields;

interface OptionFieldProps {
  product: Product;
  option: ProductOption;
  answers: Answers;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Answers another option of the product: a picked Portuguese company also answers its NIPC. */
  onAnswer?: (optionId: string, value: string) => void;
  /** A searched option's text typed without a suggestion picked ('' once one is): its error names it. */
  onTextChange?: ((typed: string) => void) | undefined;
}

type Search = (term: string, signal: AbortSignal) => Promise<Choice[]>;

const searchMunicipalities: Search = async (term, signal) =>
  (await searchRegistros(term, signal)).map((found) => ({ id: found.value, label: found.label }));
const searchParishes: Search = async (term, signal) =>
  (await searchFreguesias(term, 'all', signal)).map((found) => ({ id: found.label, label: found.label }));
const searchCompanies: Search = async (term, signal) =>
  (await searchSociedad(term, signal)).map((found) => ({ id: found.nombre, label: `${found.nombre} (${found.cif})` }));

/**
 * The server search behind a searched option type, what its description says it searches, and what it says when
 * nothing is found. A parish answer keeps its full label: parish, concelho, distrito. A municipality option (the
 * birth certificate's place of birth) searches Spain's municipalities only, and says so.
 */
const SEARCHES = {
  municipio: { search: searchMunicipalities, hint: 'search.spanishMunicipalityOnlyHint', none: 'search.municipalityNone' },
  municipio_ce: { search: searchMunicipalities, hint: 'search.spanishMunicipalityOnlyHint', none: 'search.municipalityNone' },
  sociedad: { search: searchCompanies, hint: 'search.spanishCompanyHint', none: 'search.spanishCompanyNone' },
  freguesia: { search: searchParishes, hint: 'search.parishHint', none: 'search.parishNone' },
} as const satisfies Record<SearchedOptionType, { search: Search; hint: PlainMessageKey; none: MessageKey }>;
const NO_SEARCH: Search = () => Promise.resolve([]);

/**
 * One product option as the buyer answers it (spec 3 option types). A choice shows its price: '+35 €' by
 * default, the item's whole price with it chosen when the option has full_price, nothing with hide_price.
 */
export function OptionField({ product, option, answers, onChange, error, onAnswer, onTextChange }: OptionFieldProps) {
  const t = useT();
  const text = useMessages(productText);
  const portugueseStore = isPortugueseStore(useSnapshot(configState).config.store_id);
  const id = fieldIdOf(option);
  const value = answers[option.option_id] ?? '';
  const required = option.is_require === '1';
  const label = required ? option.title : text('optional', { label: option.title });
  const placeholder = option.placeholder;
  const searched = isSearchedOptionType(option.type) ? SEARCHES[option.type] : null;

  const choices: Choice[] = option.opt_values.map((choice) => {
    if (option.hide_price) return { id: choice.id, label: choice.name };
    if (option.full_price) {
      const list = Object.entries({ ...answers, [option.option_id]: choice.id }).map(([option_id, v]) => ({ option_id, value: v }));
      return { id: choice.id, label: text('fullPrice', { name: choice.name, price: formatEuro(priceOfGenericItem(product, list)) }) };
    }
    return choice.price > 0
      ? { id: choice.id, label: text('plusPrice', { name: choice.name, price: formatEuro(choice.price) }) }
      : { id: choice.id, label: choice.name };
  });
  const common = { id, label, error, isRequired: required };
  const searchField = (
    <SearchField
      {...common}
      description={searched ? t(searched.hint) : ''}
      noResults={(term) => (searched ? t(searched.none, { term }) : '')}
      value={value ? { id: value, label: value } : null}
      onChange={(choice) => onChange(choice?.id ?? '')}
      onTextChange={onTextChange}
      // a search that cannot answer leaves the text as typed as the answer: the buyer is not stuck without suggestions
      onKeepTyped={onChange}
      search={searched?.search ?? NO_SEARCH}
      placeholder={placeholder}
    />
  );

  const field = (() => {
    switch (option.type) {
      case 'radio':
      case 'radio_button':
        return (
          <RadioGroup
            {...common}
            // a choice has no placeholder: the option's placeholder is its hint (the deed copy's extra pages, decision 038)
            {...(placeholder ? { description: placeholder } : {})}
            choices={choices}
            value={value}
            onChange={onChange}
            look={option.type === 'radio_button' ? 'buttons' : 'list'}
          />
        );
      case 'drop_down':
        return (
          <SelectField
            {...common}
            choices={choices}
            value={value}
            onChange={onChange}
            placeholder={placeholder ?? text('choosePlaceholder')}
          />
        );
      case 'checkbox':
        return (
          <CheckboxGroupField
            {...common}
            choices={choices}
            value={value ? value.split(CHECKBOX_SEPARATOR) : []}
            onChange={(ticked) => onChange(ticked.join(CHECKBOX_SEPARATOR))}
          />
        );
      case 'date':
        return <DateField {...common} value={value} onChange={onChange} placeholder={placeholder} description={text('dateHint')} />;
      case 'area':
        return <TextField {...common} value={value} onChange={onChange} placeholder={placeholder} multiline />;
      case 'file':
        return (
          <FileField
            {...common}
            fileName={value}
            accept={UPLOAD_ACCEPT}
            onChange={(name, file) => {
              pendingUploads.remember(product.product_id, option.option_id, file);
              onChange(name);
            }}
            chosenText={(name) => text('fileChosen', { name })}
          />
        );
      case 'sociedad':
        if (!portugueseStore) return searchField;
        return (
          <PortugueseCompanyField
            {...common}
            value={value}
            placeholder={placeholder}
            onTextChange={onTextChange}
            onPick={(company) => {
              onChange(company?.nombre ?? '');
              // a name typed while the search could not answer has no NIPC: the buyer answers that question
              if (company?.nipc !== undefined) onAnswer?.(BUILT_IN_OPTION_IDS.nipc, company.nipc);
            }}
          />
        );
      case 'municipio':
      case 'municipio_ce':
      case 'freguesia':
        return searchField;
      case 'field':
        return <TextField {...common} value={value} onChange={onChange} placeholder={placeholder} />;
    }
  })();

  return (
    <div className={styles.option} data-embedded={option.embedded_to_previous ? 'true' : undefined}>
      {needsLazyFields([option]) ? <LazyField>{field}</LazyField> : field}
    </div>
  );
}
