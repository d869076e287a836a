import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';

/**
 * One value of a store (a string, number, boolean or null), for the parts every navigation renders again: the
 * header, the page's effects, the app's dialogs. valtio's useSnapshot suits the screens, but in a transition it
 * makes React render the whole page a second time, synchronously, in one long task, whenever the store changed in
 * a part the component does not read since it last rendered (its snapshot then differs from the one its
 * render saw: React takes that for a torn read). A value compared as it is never differs that way.
 * `select` reads the store itself, not a snapshot, and must return a primitive.
 */
export function useStoreValue<S extends object, V extends string | number | boolean | null | undefined>(
  store: S,
  select: (state: S) => V,
): V {
  const listen = useCallback((onChange: () => void) => subscribe(store, onChange), [store]);
  const read = () => select(store);
  return useSyncExternalStore(listen, read, read);
}
