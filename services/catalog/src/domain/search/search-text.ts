import { foldedWords, MAX_QUERY_TERMS, searchTerms } from '../search-terms';

/**
 * What a shopper types for what the catalog says, written once. A query word is replaced by its
 * catalog word before matching; prefix search then also finds the longer forms ("kenya" finds
 * "Kenyan"). Plurals and small slips need no entry here: typo tolerance handles them.
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  expresso: 'espresso',
  expressos: 'espresso',
  espressos: 'espresso',
  ethiopian: 'ethiopia',
  kenyan: 'kenya',
  colombian: 'colombia',
  columbian: 'colombia',
  columbia: 'colombia',
  brazilian: 'brazil',
  guatemalan: 'guatemala',
  sumatran: 'sumatra',
  rwandan: 'rwanda',
  peruvian: 'peru',
  mexican: 'mexico',
  honduran: 'honduras',
  costarican: 'costa',
  costarica: 'costa',
  panamanian: 'panama',
  indonesian: 'indonesia',
  jamaican: 'jamaica',
  hawaiian: 'hawaii',
  yemeni: 'yemen',
  decaffeinated: 'decaf',
  decaffeinato: 'decaf',
  frenchpress: 'french',
  coldbrew: 'cold',
  pourover: 'pour',
  machines: 'machine',
  beans: 'bean',
  grounds: 'ground',
  mugs: 'mug',
  cups: 'cup',
  filters: 'filter',
  kettles: 'kettle',
  grinders: 'grinder',
  giftset: 'gift',
  pod: 'capsule',
  pods: 'capsule',
  cream: 'creme',
  metal: 'stainless',
  frother: 'froth',
  present: 'gift',
  presents: 'gift',
};

/**
 * Words that carry no meaning in a shop query ("coffee for french press"): left out of a query
 * that has other words, so they never have to match. A query of only such words keeps them.
 */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** Longer words are never real words of the catalog: no typo search for them (bounded cost). */
const MAX_FUZZY_WORD_LENGTH = 24;

/**
 * How many edits a query word forgives: none up to 3 letters ("mug" is not "bag"), one up to 7
 * ("ethopia"), two beyond ("yirgachefe"). The length counts code points, not UTF-16 units.
 */
export function maxEdits(word: string): number {
  const length = [...word].length;
  if (length <= 3 || length > MAX_FUZZY_WORD_LENGTH) return 0;
  return length <= 7 ? 1 : 2;
}

/** The word with each pair of neighbouring letters swapped: the commonest typo ("kettel"). */
export function transpositions(word: string): string[] {
  const letters = [...word];
  const swapped = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const copy = [...letters];
    [copy[i], copy[i + 1]] = [copy[i + 1]!, copy[i]!];
    swapped.add(copy.join(''));
  }
  return [...swapped];
}

/** The words of a product field as the index keeps them (the query's folding, repeats kept). */
export function indexWords(text: string): string[] {
  return foldedWords(text);
}

/**
 * The words a query asks for, as matched: folded like the index, synonyms applied, stop words
 * left out (unless there is nothing else), at most MAX_QUERY_TERMS, each once. Empty when the
 * text has no letter or digit at all (emoji, punctuation, control characters): it matches nothing.
 */
export function queryWords(q: string): string[] {
  const words = searchTerms(q).map((word) => SYNONYMS[word] ?? word);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_QUERY_TERMS);
}
