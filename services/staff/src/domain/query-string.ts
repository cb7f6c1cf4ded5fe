export type Query = Record<string, string | number | boolean | undefined | null>;

/** `{ a: 1, b: undefined }` -> `?a=1`: a parsed query sent on as the upstream reads it. */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
