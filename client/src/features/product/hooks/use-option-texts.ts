import { useMessages, useT } from '../../../i18n/use-t.ts';
import type { OptionErrorTexts } from '../lib/generic-rules.ts';
import { productText } from '../messages.ts';

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
  };
}
