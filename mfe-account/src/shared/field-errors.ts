import type { z } from 'zod';

/** The first message per top-level field of a failed parse, ready to show beside each control. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (key === undefined) continue;
    const name = String(key);
    out[name] ??= issue.message;
  }
  return out;
}
