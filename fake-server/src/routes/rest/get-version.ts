import { readFileSync } from 'node:fs';
import type { RestHandler } from './handler.ts';

/** The version the build writes into the version file: package.json's (scripts/version-file.ts). */
const builtVersion = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** GET /version.json?t=: the built client's version, unless an admin call deployed another for this visitor. */
export const getVersion: RestHandler<'getVersion'> = ({ visitor }) => ({ version: visitor.deployedVersion ?? builtVersion });
