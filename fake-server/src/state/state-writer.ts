import { writeFileAtomic } from './atomic-write.ts';

/** When the last write failed and why. */
export interface SaveFailure {
  at: Date;
  reason: string;
}

/**
 * Writes the state file after changes, coalesced: at most one write is in flight; changes that come
 * meanwhile make one more write when it ends, of the state as it is then (each write is the whole state,
 * so writing the newest is all that matters). It waits a turn of the event loop before taking the snapshot,
 * so the changes of requests answered together go in one write. The snapshot is the file's text in pieces
 * (state-file.ts `stateFilePieces`), made as they are written, so the event loop turns during a save. Every failed write is reported, and kept as
 * `lastFailure` for the dev panel until a write works again, which is reported too; the server goes on, and the
 * next change writes again.
 */
export class StateWriter {
  #dirty = false;
  #inFlight: Promise<void> | null = null;
  #lastFailure: SaveFailure | null = null;
  /** Writes done since the server started (the coalescing test reads it). */
  writes = 0;

  constructor(
    readonly path: string,
    private readonly snapshot: () => string | Iterable<string>,
    private readonly report: (message: string) => void,
  ) {}

  /** No write is in flight or waiting. */
  get idle(): boolean {
    return this.#inFlight === null;
  }

  /** The last write's failure while no write has worked since, else null: the changes since the last good write are not saved. */
  get lastFailure(): SaveFailure | null {
    return this.#lastFailure;
  }

  /** Something changed: write soon. */
  changed(): void {
    this.#dirty = true;
    this.#inFlight ??= this.#drain();
  }

  /** Writes now whatever is pending and waits for it (the server closes). */
  async flush(): Promise<void> {
    this.changed();
    await this.#inFlight;
  }

  async #drain(): Promise<void> {
    try {
      while (this.#dirty) {
        await new Promise((resolve) => setImmediate(resolve));
        this.#dirty = false;
        try {
          await writeFileAtomic(this.path, this.snapshot());
          this.writes += 1;
          if (this.#lastFailure !== null) this.report(`the state is saved again to ${this.path}`);
          this.#lastFailure = null;
        } catch (error) {
          this.#lastFailure = { at: new Date(), reason: error instanceof Error ? error.message : String(error) };
          this.report(`the state could not be saved to ${this.path}: ${this.#lastFailure.reason}`);
        }
      }
    } finally {
      this.#inFlight = null;
    }
  }
}
