/** Spec: search only when the trimmed query is non-empty; the query travels encoded. */
export function searchPath(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
