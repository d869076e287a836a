/** Card number checks for the card form (spec 5): digits, length, the Luhn checksum and the brand. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'maestro' | 'unknown';

/** The digits of what the buyer typed; spaces and dashes are allowed between groups. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRANDS: { brand: CardBrand; pattern: RegExp; lengths: number[] }[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15] },
  { brand: 'diners', pattern: /^3(0[0-5]|[68])/, lengths: [14, 16, 19] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, lengths: [16] },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19] },
  { brand: 'maestro', pattern: /^(5[06-8]|6)/, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
];

/** The brand from the number's first digits, as soon as they tell it (one digit for Visa, two for Mastercard or Amex). */
export function cardBrand(digits: string): CardBrand {
  return BRANDS.find(({ pattern }) => pattern.test(digits))?.brand ?? 'unknown';
}

/** How each brand writes its own name: the same in every language. */
const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  maestro: 'Maestro',
};

/** The brand's name for what the buyer has typed so far, or null while the digits do not tell it. */
export function typedCardBrandName(typed: string): string | null {
  const brand = cardBrand(cardDigits(typed));
  return brand === 'unknown' ? null : BRAND_NAMES[brand];
}

/** Valid: digits only, a known brand with one of its lengths, and the Luhn checksum. */
export function isValidCardNumber(typed: string): boolean {
  const digits = cardDigits(typed);
  const rule = BRANDS.find(({ pattern }) => pattern.test(digits));
  return rule !== undefined && rule.lengths.includes(digits.length) && passesLuhn(digits);
}

/** Month and year of expiry: both chosen, and not before the current month. */
export type ExpiryProblem = 'missing' | 'past' | null;

export function expiryProblem(month: string, year: string, now: Date): ExpiryProblem {
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{4}$/.test(year)) return 'missing';
  const y = Number(year);
  const m = Number(month);
  if (y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1)) return 'past';
  return null;
}
