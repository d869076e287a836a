/** spec 7: failed GETs and all cart calls are retried 3 times, so they get 4 attempts in all. */
export const RETRIES = 3;

export function attemptsFor(endpoint: { method: 'GET' | 'POST'; cartCall?: boolean }): number {
  return endpoint.method === 'GET' || endpoint.cartCall === true ? 1 + RETRIES : 1;
}

/** A failure worth another attempt: the network, a timeout, throttling or a server error. A 4xx other than 408/429 is final. */
export function isTransient(status: number | undefined): boolean {
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

export class HttpError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface RetryOptions<T = unknown> {
  attempts: number;
  /** Wait before attempt n+1 is delaysMs[n-1] (the last value repeats). */
  delaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /**
   * Asked right before each further attempt, once the wait is over: an answer it gives is taken instead of trying again
   * (a cart add whose answer was lost, while the item was added: client.ts). A throw ends the retries with the failure.
   */
  beforeRetry?: () => Promise<{ answer: T } | undefined>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(run: () => Promise<T>, options: RetryOptions<T>): Promise<T> {
  const sleep = options.sleep ?? wait;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      if (attempt >= options.attempts || !isTransient(status)) throw error;
      await sleep(options.delaysMs[Math.min(attempt, options.delaysMs.length) - 1] ?? 0);
      if (options.beforeRetry !== undefined) {
        let settled: { answer: T } | undefined;
        try {
          settled = await options.beforeRetry();
        } catch {
          throw error;
        }
        if (settled !== undefined) return settled.answer;
      }
    }
  }
}
