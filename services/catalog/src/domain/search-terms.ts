/** At most this many distinct words of a query are used; a 100-character query rarely has more. */
export const MAX_QUERY_TERMS = 12;

const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;
// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/**
 * The words of a text as search compares them: lower case, accents removed ("Crème" -> "creme"),
 * split at anything that is not a letter or a digit. Punctuation, and so every regular-expression
 * character, separates words and is never matched itself.
 */
export function searchTerms(text: string): string[] {
  return [...new Set(foldedWords(text))];
}

/** The same words with repeats kept (a full-text index counts how often a word occurs). */
export function foldedWords(text: string): string[] {
  // Plain ASCII (most of the catalog) has no accents to take off: the full-text index folds
  // every field of every product, so the skipped normalisation counts at 10,000 products.
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  const folded = text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
  return folded.match(WORD) ?? [];
}

/** The distinct words a query asks for; empty when it has none (e.g. "***"), which matches nothing. */
export function queryTerms(query: string): string[] {
  return searchTerms(query).slice(0, MAX_QUERY_TERMS);
}

/** Every word a product can be found by: its name, description and category. */
export function productTerms(product: {
  name: string;
  description: string | null;
  category: string;
}): string[] {
  return searchTerms(`${product.name} ${product.description ?? ''} ${product.category}`);
}
