import { roundMoney } from './money.ts';
import { VAT_RATES } from './order-rules.ts';

/**
 * spec 9: a deed copy (18458) of more than 20 pages costs, per page beyond 20, 1.5 EUR + VAT for a simple copy and
 * 3.5 EUR + VAT for an authentic one. The buyer answers about how many pages it has (the catalogue's options 20157 for
 * a simple copy, 20158 for an authentic one, each shown for its copy type), each choice priced by this rule; "I don't
 * know" (or no answer) costs nothing now and is settled once the notary gives the copy (docs/decisions/038).
 * Per page beyond 20, before VAT, by copy type:
 */
export const DEED_EXTRA_PAGE_PRICE = { simple: 1.5, authentic: 3.5 } as const;
export type DeedCopyType = keyof typeof DEED_EXTRA_PAGE_PRICE;

/** The page options and the copy-type value each is asked for. */
export const DEED_PAGE_OPTIONS = {
  simple: { option_id: '20157', copy_value: '40010' },
  authentic: { option_id: '20158', copy_value: '40011' },
} as const;

/** What `extraPages` pages beyond 20 of that copy cost, VAT included (the store's prices include it; Spain's 21 %). */
export function deedExtraPagesPrice(extraPages: number, copy: DeedCopyType, vatRate: number = VAT_RATES.ES): number {
  return roundMoney(Math.max(0, extraPages) * DEED_EXTRA_PAGE_PRICE[copy] * (1 + vatRate));
}

/** The pages beyond 20 a choice's name counts ('Unas 30 (10 páginas de más)' → 10); 0 for '20 o menos' and 'No lo sé'. */
export function extraPagesOfChoice(name: string): number {
  const match = /\((\d+) páginas de más\)/.exec(name);
  return match ? Number(match[1]) : 0;
}
