/** Lower case without accents: how the registry and company searches compare what the buyer typed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The url_municipio of a municipality's landing pages: 'A Coruña' → 'a-coruna', 'Alacant/Alicante' → 'alacant-alicante'. */
export function slugOf(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * How well a name (already folded with foldForSearch) matches a folded search term, lower is better, or null
 * for no match: 0 the whole name, 1 its start, 2 the start of one of its words, 3 anywhere.
 */
export function matchRank(folded: string, term: string): number | null {
  if (folded === term) return 0;
  if (folded.startsWith(term)) return 1;
  let at = folded.indexOf(term);
  if (at === -1) return null;
  // The start of a word (words split on anything but a-z and 0-9), found without splitting every name on
  // every keystroke: the registry search scans all 8,000 municipalities per request (scripts/bench/server.ts).
  if (WORD_CHARS.test(term)) {
    for (; at !== -1; at = folded.indexOf(term, at + 1)) {
      if (!WORD_CHAR.test(folded.charAt(at - 1))) return 2;
    }
  }
  return 3;
}

const WORD_CHARS = /^[a-z0-9]+$/;
const WORD_CHAR = /^[a-z0-9]$/;
