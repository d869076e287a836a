import { type WriteStream, createWriteStream, fchmodSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The mode of every log file the fake writes: its owner reads and writes it, nobody else. */
export const LOG_FILE_MODE = 0o600;

/**
 * A log file the fake appends to (FAKE_EXCHANGE_LOG, FAKE_CALL_LOG), readable by its owner only: made 0600, or put
 * back to 0600 when it was there already. Says once where it writes, and that secrets are redacted.
 */
export function ownerOnlyLog(app: FastifyInstance, file: string, what: string): WriteStream {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'a', LOG_FILE_MODE);
  fchmodSync(fd, LOG_FILE_MODE);
  const log = createWriteStream(file, { fd });
  app.log.info(
    { file: resolve(file) },
    `${what}: ${resolve(file)} (mode 0600; passwords, cards, bank accounts, cookies, formkeys and authorisation redacted)`,
  );
  return log;
}
