import type { FaqCategory, FaqItem } from './faq-categories';

export interface FaqMatch extends FaqItem {
  categoryId: string;
  categoryTitle: string;
}

/** Help search: the trimmed query, case-insensitively, in a question or an answer. Empty query: no results. */
export function searchFaqs(categories: FaqCategory[], query: string): FaqMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return categories.flatMap((category) =>
    category.items
      .filter(
        (item) =>
          item.question.toLowerCase().includes(needle) ||
          item.answer.toLowerCase().includes(needle),
      )
      .map((item) => ({ ...item, categoryId: category.id, categoryTitle: category.title })),
  );
}
