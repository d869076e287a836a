import type { OrganisationPortugal } from '#contracts/api/portugal.ts';
import { searchOrganisationPortugal } from '../../../api/search-organisation-portugal.ts';
import { useCallback } from 'react';
import { useMessages, useT } from '../../../i18n/use-t.ts';
import type { Choice } from '../../../ui/radio-group.tsx';
import { EntitySearchField } from '../../../ui/search-field.tsx';
import type { FieldBaseProps } from '../../../ui/text-field.tsx';
import { productText } from '../messages.ts';

interface PortugueseCompanyFieldProps extends FieldBaseProps {
  /** The company name answered so far. */
  value: string;
  placeholder?: string | undefined;
  /**
   * The picked company: its name is the answer, its NIPC fills the NIPC question. When the search could not answer,
   * the name as typed, without a NIPC.
   */
  onPick: (company: Company | null) => void;
  /** What the buyer typed while no suggestion is picked: the step's error names it. */
  onTextChange?: ((typed: string) => void) | undefined;
}

type Company = Pick<OrganisationPortugal, 'nombre'> & Partial<OrganisationPortugal>;

/**
 * A company option (type sociedad) on the Portuguese stores: searched through searchOrganisationPortugal, each
 * suggestion with its NIPC and seat so homonyms can be told apart; picking one also answers the NIPC.
 */
export function PortugueseCompanyField({ value, onPick, ...field }: PortugueseCompanyFieldProps) {
  const t = useT();
  const text = useMessages(productText);
  // Stable between renders: a new one would start the running search again.
  const choiceOf = useCallback(
    (company: Company): Choice =>
      company.nipc === undefined
        ? { id: company.nombre, label: company.nombre }
        : { id: company.nipc, label: text('companyFound', { name: company.nombre, nipc: company.nipc, seat: company.sede ?? '' }) },
    [text],
  );
  return (
    <EntitySearchField<Company, OrganisationPortugal>
      {...field}
      description={t('search.portugueseCompanyHint')}
      noResults={(term) => t('search.portugueseCompanyNone', { term })}
      value={value ? { nombre: value } : null}
      onChange={onPick}
      onKeepTyped={(nombre) => onPick({ nombre })}
      search={searchOrganisationPortugal}
      choiceOf={choiceOf}
    />
  );
}
