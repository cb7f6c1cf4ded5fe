import { categoryTitle, GRIND_LABELS, PROCESS_LABELS, ROAST_LEVEL_LABELS } from '@coffee/contracts';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { onSaleVariants, type ProductRecord } from '../product';
import { indexWords, maxEdits, transpositions } from './search-text';

/** What the full-text index reads of a product: plain strings, one per field. */
export interface SearchDocument {
  id: string;
  name: string;
  description: string;
  origin: string;
  notes: string;
  process: string;
  roast: string;
  category: string;
  /** The grinds it is sold in ("Whole bean Espresso ..."): what a bean's name no longer says. */
  grinds: string;
}

export function searchDocument(record: ProductRecord): SearchDocument {
  return {
    id: record.id,
    name: record.name,
    description: record.description ?? '',
    origin: record.origin ? `${record.origin.country} ${record.origin.region ?? ''}` : '',
    notes: record.flavorNotes.join(' '),
    process: record.process ? PROCESS_LABELS[record.process] : '',
    roast: record.roastLevel ? `${ROAST_LEVEL_LABELS[record.roastLevel]} roast` : '',
    // The title and the slug: "Coffee Makers" and "coffee-makers" are both words a shopper types.
    category: `${categoryTitle(record.category)} ${record.category}`,
    grinds: [...new Set(onSaleVariants(record.variants).flatMap((v) => (v.grind ? [v.grind] : [])))]
      .map((grind) => GRIND_LABELS[grind])
      .join(' '),
  };
}

const FIELDS = [
  'name',
  'origin',
  'notes',
  'category',
  'roast',
  'process',
  'grinds',
  'description',
] as const;
/** The name says most about what a product is; the description mentions much it is not. */
const BOOSTS = { name: 6, origin: 3, notes: 2, category: 2, roast: 1.5, process: 1.5, grinds: 0.5 };
/** Suggestions read what a shopper recognises in a short list, not the descriptions. */
const SUGGEST_FIELDS = ['name', 'origin', 'notes', 'category', 'roast', 'process'];

/** MiniSearch's own weight of a fuzzy match. */
const TRANSPOSED_WEIGHT = 0.45;

export interface TextHit {
  id: string;
  score: number;
}

export type SearchMode = 'full' | 'suggest';

/**
 * The full-text index of the catalog (MiniSearch). Unlike the rest of the catalog index it is
 * changed in place (a product's words out, its new words in) instead of being rebuilt: building
 * it anew costs a noticeable pause at 10,000 products, and a write only touches a few. Node runs
 * one request at a time, so a search never sees half of a change.
 */
export interface TextIndex {
  /**
   * The products having every word of `words` (as a word or the start of one), best first; when
   * none has, the same with the typos each word's length forgives.
   */
  search(words: readonly string[], mode: SearchMode): TextHit[];
  /** Swaps each product's words: `before` out (when it was indexed), `after` in (when it exists). */
  update(changes: readonly { before?: ProductRecord; after?: ProductRecord }[]): void;
  readonly size: number;
}

export function createTextIndex(records: readonly ProductRecord[]): TextIndex {
  const mini = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    tokenize: indexWords,
    // The words are folded by `indexWords` already (and the query's by `queryWords`).
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean) },
  });
  mini.addAll(records.map(searchDocument));

  const options = (mode: SearchMode): SearchOptions => ({
    combineWith: 'AND',
    prefix: true,
    fuzzy: false,
    boost: BOOSTS,
    ...(mode === 'suggest' ? { fields: SUGGEST_FIELDS } : {}),
  });
  /**
   * Every word, or (typos) within its edits, or with two neighbouring letters swapped, which
   * Levenshtein distance counts as two edits and a shopper as one slip ("giesha"). The swapped
   * forms weigh as much as a fuzzy match.
   */
  const typoQuery = (words: readonly string[]): Query => ({
    combineWith: 'AND',
    queries: words.map((word) => {
      const edits = maxEdits(word);
      if (edits === 0) return word;
      return {
        combineWith: 'OR',
        queries: [
          { queries: [word], fuzzy: edits },
          { queries: transpositions(word), boostTerm: () => TRANSPOSED_WEIGHT },
        ],
      };
    }),
  });
  const run = (query: Query, mode: SearchMode) =>
    mini
      .search(query, options(mode))
      .map((result) => ({ id: result.id as string, score: result.score }));

  return {
    search(words, mode) {
      if (words.length === 0) return [];
      // Typos are forgiven only when the words as typed (and their prefixes) find nothing:
      // "bean" then never also finds every "been" of the descriptions, while "ethopia" does
      // find Ethiopia (as Typesense's typo_tokens_threshold does by default).
      const exact = run(words.join(' '), mode);
      return exact.length > 0 ? exact : run(typoQuery(words), mode);
    },

    update(changes) {
      for (const { before, after } of changes) {
        const id = before?.id ?? after?.id;
        if (id !== undefined && mini.has(id)) {
          if (before) {
            mini.remove(searchDocument(before));
          } else {
            // Not expected (the catalog index hands over what it indexed); never a duplicate id.
            mini.discard(id);
          }
        }
        if (after) mini.add(searchDocument(after));
      }
    },

    get size() {
      return mini.documentCount;
    },
  };
}

/** Whether a change leaves the product's searchable words as they were. */
export function sameWords(a: ProductRecord, b: ProductRecord): boolean {
  const x = searchDocument(a);
  const y = searchDocument(b);
  return FIELDS.every((field) => x[field] === y[field]);
}
