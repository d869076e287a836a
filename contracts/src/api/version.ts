import { Type, type Static } from 'typebox';

/** The version file's query and answer; its name, VERSION_FILE, is in endpoint-routes.ts beside its route. */

/** `t`: the time of the request in ms since the epoch, so no cache answers an older file. */
export const VersionQuery = Type.Object({ t: Type.String({ pattern: '^[0-9]{1,16}$' }) });
export type VersionQuery = Static<typeof VersionQuery>;

export const VersionResponse = Type.Object({ version: Type.String({ minLength: 1, maxLength: 40 }) });
export type VersionResponse = Static<typeof VersionResponse>;
