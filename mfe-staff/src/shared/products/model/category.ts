import { categoryTitle } from '@coffee/contracts';

/** The spec's listing title of a category slug; an unknown slug shows capitalised. */
export function categoryLabel(slug: string): string {
  return categoryTitle(slug);
}
