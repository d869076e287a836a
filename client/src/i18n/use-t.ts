import { useSnapshot } from 'valtio';
import { storeLanguage } from '../lib/store-rules.ts';
import { configState } from '../stores/config-store.ts';
import { type MessageKey, translate } from './messages.ts';

export function useLanguage() {
  return storeLanguage(useSnapshot(configState).config.store_id);
}

/** `t('cart.button', { count: 2 })` in the current store's language. */
export function useT() {
  const language = useLanguage();
  return (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
}
