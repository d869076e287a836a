/**
 * What one cart may hold (issue 41, point 4 "One anonymous session freezes every buyer"): one cookie once put 100
 * deed copies whose text answers were '‹' × 2000 in its cart, and every page it asked for carried 7.4 MB of boot
 * data. These bounds, read by the fake backend (every add call) and the client alike, keep a cart, and so every page
 * and state file built from it, small. A request past any of them is refused with a 4xx naming the field, and
 * nothing changes.
 */

/** The most items one cart (quote) holds: adding one more answers 400 naming `cart`. Far above a buyer's order. */
export const MAX_CART_ITEMS = 50;

/**
 * The most characters one text answer takes (a generic option's `value`): 400 naming the answer
 * (`body/form/values/3/value`). The longest real answers, an observations area or an address, take a few hundred.
 */
export const MAX_ANSWER_LENGTH = 1000;

/**
 * The most bytes one add or edit request's body takes (a POST cart call: addgeneric, addns, addqp, …): 413 naming
 * `body`, before the body is read. A full deed copy form with its config is about 5 KB.
 */
export const MAX_ADD_REQUEST_BYTES = 64 * 1024;

/**
 * The most bytes (UTF-8) of buyer-typed answers (each option's `value` and `print_value`) one cart holds across its
 * items: an add or an edit past it answers 400 naming `cart`. 50 items of a dozen 300-character answers fit.
 */
export const MAX_CART_ANSWER_BYTES = 256 * 1024;

/** The UTF-8 length of a text, counted without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      // a surrogate pair: one 4-byte character
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

interface Answer {
  value: string;
  print_value: string;
}

/** The bytes of buyer-typed text one item's answers hold (MAX_CART_ANSWER_BYTES counts these). */
export const answerBytes = (options: readonly Answer[]): number =>
  options.reduce((sum, option) => sum + utf8Bytes(option.value) + utf8Bytes(option.print_value), 0);

interface Item {
  id: string;
  options: readonly Answer[];
}

/**
 * Why a cart cannot take an item with these answers (a new item, or the item `replacing` given new answers), as the
 * 400 says it (`cart: at most 50 items`), or undefined when it can.
 */
export function cartBoundsProblem(cart: readonly Item[], options: readonly Answer[], replacing?: string): string | undefined {
  const others = replacing === undefined ? cart : cart.filter((item) => item.id !== replacing);
  if (replacing === undefined && cart.length >= MAX_CART_ITEMS) {
    return `cart: at most ${MAX_CART_ITEMS} items; the cart holds ${cart.length}: remove one first`;
  }
  const bytes = others.reduce((sum, item) => sum + answerBytes(item.options), 0) + answerBytes(options);
  if (bytes > MAX_CART_ANSWER_BYTES) {
    return `cart: at most ${MAX_CART_ANSWER_BYTES} bytes of answers across its items; these answers would make it ${bytes}`;
  }
  return undefined;
}
