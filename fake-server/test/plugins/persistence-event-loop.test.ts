import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MAX_CART_ANSWER_BYTES, MAX_CART_ITEMS, answerBytes } from '#contracts/rules/cart-bounds.ts';
import type { ItemOption } from '#contracts/api/cart.ts';
import type { FastifyInstance } from 'fastify';
import { stateFilePieces } from '../../src/state/state-file.ts';
import { build } from '../helpers/build.ts';
import { cartItem, temporaryDir } from '../helpers/test-fixtures.ts';

/** Full carts to save: each at the bounds of contracts/src/rules/cart-bounds.ts (issue 41 measured 20 larger ones). */
const FULL_CARTS = 60;
/** Answers per item: many small ones, the costly kind for JSON.stringify (a long single string is cheap). */
const OPTIONS_PER_ITEM = 24;

/** One cart at the bounds: MAX_CART_ITEMS items whose typed answers take MAX_CART_ANSWER_BYTES together. */
function fullCart(visitor: string) {
  const charactersPerAnswer = Math.floor(MAX_CART_ANSWER_BYTES / MAX_CART_ITEMS / OPTIONS_PER_ITEM / 2);
  return Array.from({ length: MAX_CART_ITEMS }, (_, item) =>
    cartItem(`${visitor}-${item}`, {
      options: Array.from({ length: OPTIONS_PER_ITEM }, (_, option): ItemOption => ({
        option_id: String(1600 + option),
        option_value: '',
        value: `${option}`.padEnd(charactersPerAnswer, 'x'),
        print_value: `${item}`.padEnd(charactersPerAnswer, 'y'),
        label: 'Observaciones',
      })),
    }),
  );
}

/** The longest stretch, in ms, for which the event loop did not turn while `run` ran (a setImmediate probe). */
async function longestBlockDuring(run: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const probe = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  try {
    await run();
    // One more turn, so the probe measures the stretch that ended with `run`.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    running = false;
  }
  return longest;
}

async function serverWithFullCarts(): Promise<FastifyInstance> {
  const app = await build({ stateFile: join(await temporaryDir('event-loop-'), 'state.json'), reportStateProblem: () => {} });
  for (let visitor = 0; visitor < FULL_CARTS; visitor += 1) {
    const held = app.visitors.obtain(`full${String(visitor).padStart(28, '0')}`);
    held.cart = fullCart(String(visitor));
    app.visitors.settle(held);
  }
  return app;
}

describe('[persistence] saving never holds the event loop for long', () => {
  test(
    '[persistence] a save of full carts at the cart bounds lets the event loop turn between visitors: no stretch near what one JSON.stringify of the state takes',
    { timeout: 60_000 },
    async () => {
      const app = await serverWithFullCarts();
      const writer = app.stateWriter;
      if (writer === null) throw new Error('no state writer');
      expect(answerBytes(fullCart('0').flatMap((item) => item.options))).toBeLessThanOrEqual(MAX_CART_ANSWER_BYTES);
      // Warm: the first saves compile what later ones run, and the carts have grown old (as a server's are).
      await writer.flush();
      await writer.flush();

      // The state as one object, as a save of the whole state at once made it (its JSON.stringify was the block).
      const state: unknown = JSON.parse([...stateFilePieces(app)].join(''));
      const wholeAtOnce = await longestBlockDuring(async () => JSON.stringify(state));
      // The best of three saves: a busy machine (or a collection of garbage) may stop any one of them for a while.
      const saves: number[] = [];
      for (let save = 0; save < 3; save += 1) saves.push(await longestBlockDuring(() => writer.flush()));

      // Relative, so a loaded machine slows both alike: a save of the whole state at once would take about
      // `wholeAtOnce` (hundreds of ms here); one that turns the loop between visitors, a few ms at a time.
      expect(Math.min(...saves)).toBeLessThan(wholeAtOnce / 4);
    },
  );
});
