import { useMemo } from 'react';
import { storeLanguage } from '#contracts/constants/stores.ts';
import { configState } from '../stores/config-store.ts';
import { useStoreValue } from '../stores/use-store-value.ts';
import { type MessageTable, type Translate, translator } from './define-messages.ts';
import { messages } from './messages.ts';

export function useLanguage() {
  return storeLanguage(useStoreValue(configState, (state) => state.config.store_id));
}

/**
 * A table's texts (see defineMessages) in the current store's language. The function keeps its identity
 * until the language changes, so effects and memos may depend on it.
 */
export function useMessages<T extends MessageTable>(table: T): Translate<T> {
  const language = useLanguage();
  return useMemo(() => translator(table, language), [table, language]);
}

/** `t('common.save')`: the shared texts in the current store's language. */
export function useT(): Translate<typeof messages> {
  return useMessages(messages);
}
