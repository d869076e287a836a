import { proxy } from 'valtio';

/**
 * A detail the current screen adds to its route's page title, e.g. the wizard's 'Paso 2 de 5'.
 * The screen sets it while mounted and clears it on unmount.
 */
export const pageTitleState = proxy<{ detail: string | null }>({ detail: null });

export function setPageTitleDetail(detail: string | null): void {
  pageTitleState.detail = detail;
}
