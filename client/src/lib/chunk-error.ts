/**
 * A lazily loaded part of the app that could not be fetched: a deploy replaced the files the page was built with
 * (spec 8 "Chunk load failure"). Chromium, Firefox and Safari word it differently; webpack-style loaders throw a
 * ChunkLoadError. Anything else is a real error.
 */
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGES.some((message) => error.message.includes(message));
}
