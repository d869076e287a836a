import { Type, type Static } from 'typebox';

/**
 * The version file (spec 7 "version file", spec 4 "Version check and reload"): the build writes it beside the client
 * from package.json's version (scripts/version-file.ts); the client compares it with the version it was built with
 * and reloads on a change. docs/decisions/014-stored-values-and-safe-deploys.md
 */
export const VERSION_FILE = 'version.json';

/** `t`: the time of the request in ms since the epoch, so no cache answers an older file. */
export const VersionQuery = Type.Object({ t: Type.String({ pattern: '^[0-9]{1,16}$' }) });
export type VersionQuery = Static<typeof VersionQuery>;

export const VersionResponse = Type.Object({ version: Type.String({ minLength: 1, maxLength: 40 }) });
export type VersionResponse = Static<typeof VersionResponse>;
