import type { RestHandler } from './handler.ts';

export const getConfig: RestHandler<'getConfig'> = ({ config }) => ({ config });
