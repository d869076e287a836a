/**
 * spec 4 "Version check and reload" and spec 9: 2 seconds after start, then every 30 minutes, the deployed version
 * (the version file) is compared with the one the page was built with; on a change the page reloads, through the
 * reload guard (lib/safe-reload.ts: at most once per 30 minutes). A failed fetch is logged and changes nothing.
 */
export const FIRST_VERSION_CHECK_MS = 2_000;
export const VERSION_CHECK_EVERY_MS = 1_800_000;

export interface VersionCheckOptions {
  /** The version the page was built with. */
  builtVersion: string;
  /** The deployed version, null when the file names none; `now` is the time parameter of the request. */
  fetchVersion: (now: number) => Promise<string | null>;
  /** Reloads the page if the guard allows it. */
  reload: () => void;
  now?: () => number;
}

/** Starts the checks; the answer stops them. */
export function startVersionChecks({ builtVersion, fetchVersion, reload, now = Date.now }: VersionCheckOptions): () => void {
  let stopped = false;
  const check = async (): Promise<void> => {
    let deployed: string | null;
    try {
      deployed = await fetchVersion(now());
    } catch (error) {
      console.error('Could not get version', error);
      return;
    }
    if (!stopped && deployed !== null && deployed !== builtVersion) reload();
  };
  const first = setTimeout(() => void check(), FIRST_VERSION_CHECK_MS);
  const every = setInterval(() => void check(), VERSION_CHECK_EVERY_MS);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
  };
}
