/**
 * The volatile card record (spec 3): number, year and month, in this module's memory only. Never
 * written to local or session storage, a URL, a log or analytics; cleared as soon as it is sent.
 */
interface CardRecord {
  number: string;
  year: string;
  month: string;
}

const cardRecord: CardRecord = { number: '', year: '', month: '' };

export function rememberCard(card: CardRecord): void {
  Object.assign(cardRecord, card);
}

/** The card once, for the checkout call; the record is emptied as it is taken. */
export function takeCard(): CardRecord | null {
  if (cardRecord.number === '') return null;
  const card = { ...cardRecord };
  clearCard();
  return card;
}

export function clearCard(): void {
  cardRecord.number = '';
  cardRecord.year = '';
  cardRecord.month = '';
}
