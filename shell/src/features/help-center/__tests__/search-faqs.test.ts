import { faqCategories } from '../faq-categories';
import { searchFaqs } from '../search-faqs';

describe('searchFaqs', () => {
  it('when the query is empty or blank, then there are no results', () => {
    expect(searchFaqs(faqCategories, '')).toEqual([]);
    expect(searchFaqs(faqCategories, '   ')).toEqual([]);
  });

  it('when a word is in questions and answers of several categories, then each match names its category', () => {
    const results = searchFaqs(faqCategories, 'REFUND');
    expect(results.length).toBeGreaterThan(1);
    expect(new Set(results.map((r) => r.categoryTitle))).toEqual(
      new Set(['Returns & Refunds', 'Direct+ Membership']),
    );
    for (const r of results) expect(`${r.question} ${r.answer}`.toLowerCase()).toContain('refund');
  });

  it('when the data is read, then every FAQ item has a unique id, a question and an answer', () => {
    const items = faqCategories.flatMap((c) => c.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(faqCategories).toHaveLength(6);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'id', 'question']);
      expect(item.question.length).toBeGreaterThan(5);
      expect(item.answer.length).toBeGreaterThan(20);
    }
  });
});
