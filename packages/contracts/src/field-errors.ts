/** An issue as zod reports it (`path` of keys) or as an API error body carries it (`path` a string). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[] | string;
  readonly message: string;
}

/**
 * The first message per top-level field, ready to show beside each control. Takes a failed
 * zod parse's `error.issues` or the `issues` of a 400 answer alike, so a form shows the
 * server's verdict and its own the same way.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    if (key === undefined || key === '') continue;
    out[String(key)] ??= issue.message;
  }
  return out;
}
