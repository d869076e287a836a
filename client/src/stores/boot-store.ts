import { proxy } from 'valtio';

/**
 * Whether the configuration and the cart have arrived (or failed: the defaults stay and the error shows), so the
 * header and the screens can show what depends on them. Set before the first render when the page brought them
 * (its boot data, decision 035), else once GET config and GET cart have answered (app/boot.ts).
 */
export const bootState = proxy({ booted: false });

export function setBooted(): void {
  bootState.booted = true;
}

export function resetBootState(): void {
  bootState.booted = false;
}
