import { useSnapshot } from 'valtio';
import { storeLanguage } from '../lib/store-rules.ts';
import { configState } from '../stores/config-store.ts';
import { type MessageKey, type MessageParams, type MessageTable, format, translate } from './messages.ts';

export function useLanguage() {
  return storeLanguage(useSnapshot(configState).config.store_id);
}

/** `t('cart.label')`: the shared texts in the current store's language. */
export function useT() {
  const language = useLanguage();
  return (key: MessageKey, params?: MessageParams) => translate(language, key, params);
}

/** A feature's own texts (see defineMessages) in the current store's language. */
export function useMessages<K extends string>(table: MessageTable<K>) {
  const language = useLanguage();
  return (key: K, params?: MessageParams) => format(table[language][key], params);
}
