import { STATUS_CODES } from 'node:http';
import type { ErrorResponse } from '#contracts/api/errors.ts';

/** An error that answers with its own status code (and headers); the error handler turns it into an ErrorResponse. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorResponse(statusCode: number, message: string): ErrorResponse {
  return { ok: false, statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
