import { Type, type Static } from 'typebox';
import { assumed } from './assumed.ts';

/** The version file's query and answer; its name, VERSION_FILE, is in endpoint-routes.ts beside its route. */

/** `t`: the time of the request in ms since the epoch, so no cache answers an older file. */
export const VersionQuery = Type.Object({ t: Type.String({ pattern: '^[0-9]{1,16}$' }) });
export type VersionQuery = Static<typeof VersionQuery>;

/** `version` is ours, optional: a file without it names no new version, and the page stays (client/src/api/get-version.ts). */
export const VersionResponse = Type.Object({
  version: Type.Optional(
    assumed(
      Type.String({ minLength: 1, maxLength: 40 }),
      'spec 7: "GET of the version file with a time parameter"; its name and contents are not shown.',
    ),
  ),
});
export type VersionResponse = Static<typeof VersionResponse>;
