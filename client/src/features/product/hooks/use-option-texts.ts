import { useMessages, useT } from '../../../i18n/use-t.ts';
import type { OptionErrorTexts, SearchedOptionType } from '../lib/generic-rules.ts';
import { productText } from '../messages.ts';

const NOT_IN_LIST = {
  municipio: 'search.municipalityNotInList',
  municipio_ce: 'search.municipalityNotInList',
  sociedad: 'search.companyNotInList',
  freguesia: 'search.parishNotInList',
} as const satisfies Record<SearchedOptionType, string>;

/** The default error texts of options, in the store's language (spec 5). */
export function useOptionErrorTexts(): OptionErrorTexts {
  const t = useT();
  const text = useMessages(productText);
  return {
    write: t('error.write'),
    choose: t('error.choose'),
    invalidDate: text('errorDate'),
    invalidNipc: text('errorNipc'),
    invalidPlate: text('errorPlate'),
    invalidPhone: text('errorPhone'),
    cadastralLength: text('errorCadastralLength'),
    cadastralCharacters: text('errorCadastralCharacters'),
    cadastralFirstControl: text('errorCadastralFirstControl'),
    cadastralSecondControl: text('errorCadastralSecondControl'),
    againstDate: (date) => text('errorAgainstDate', { date }),
    notInList: (type, typed) => t(NOT_IN_LIST[type], { typed }),
  };
}
