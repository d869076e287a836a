import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** The app instance every plugin and route module receives: Fastify with the TypeBox type provider. */
export type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Marks a plugin as shared with its parent (its hooks, decorators and handlers apply to the
 * whole app), which is what `fastify-plugin` does. Fastify documents the `skip-override` symbol
 * for this (Reference/Plugins.md), so we need no extra dependency.
 */
export function sharedPlugin<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsyncTypebox<Options>,
): FastifyPluginAsyncTypebox<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
