import { DAY_MS, notaSimpleCurrentUntil } from '#contracts/rules/order-rules.ts';
import { NOTA_SIMPLE_PRODUCT_IDS, PRODUCT_IDS } from '#contracts/constants/product-ids.ts';

/** A Portuguese Certidão Permanente is valid for 6 months from its issue. */
export const CERTIDAO_VALID_MONTHS = 6;

export type ValidityRule = 'notaSimple' | 'certidaoPermanente';

export interface DocumentValidity {
  rule: ValidityRule;
  issuedAt: Date;
  /** The last moment the document is current. */
  expiresAt: Date;
  /** Whole days left, counted up (0 on the last day); negative once expired. */
  daysLeft: number;
  expired: boolean;
}

/** Which validity rule a delivered document of this product follows, or null for documents without one. */
export function validityRuleOf(productId: string): ValidityRule | null {
  if (NOTA_SIMPLE_PRODUCT_IDS.includes(productId)) return 'notaSimple';
  if (productId === PRODUCT_IDS.permanentCertificate) return 'certidaoPermanente';
  return null;
}

/** `months` calendar months after `date` (UTC); 31 August plus 6 months is 28 (or 29) February, not 3 March. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * How long a delivered document stays current, at `now`: a Nota Simple until notaSimpleCurrentUntil (60 days after
 * issue, to the millisecond: the rule the backend's addactualizarnsahora applies), a Certidão Permanente for 6
 * calendar months. Null for a product without
 * a validity rule or an issue date that is not a date.
 */
export function documentValidity(productId: string, issuedAt: Date, now: Date): DocumentValidity | null {
  const rule = validityRuleOf(productId);
  if (rule === null || Number.isNaN(issuedAt.getTime())) return null;
  const expiresAt = rule === 'notaSimple' ? notaSimpleCurrentUntil(issuedAt) : addMonths(issuedAt, CERTIDAO_VALID_MONTHS);
  const left = expiresAt.getTime() - now.getTime();
  const expired = left < 0;
  const daysLeft = expired ? -Math.ceil(-left / DAY_MS) : Math.floor(left / DAY_MS);
  return { rule, issuedAt, expiresAt, daysLeft, expired };
}
