import { useRef, useState, type FormEvent } from 'react';
import { fieldErrors, type FieldIssue } from '@coffee/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod/mini';
import { loadZodEnglish, useZodEnglish, zodEnglishReady } from './zod-english';

type Parsed<S extends z.core.$ZodType> =
  { success: true; data: z.output<S> } | { success: false; error: { issues: FieldIssue[] } };

/**
 * Checks `value` with a zod schema through its standard-schema interface (synchronous for the
 * contracts' schemas, which have no async checks): this module then needs no zod of its own, so
 * the platform's first-load code carries none; the form's page brings the schema and its zod.
 */
function parse<S extends z.core.$ZodType>(schema: S, value: unknown): Parsed<S> {
  const result = (schema as unknown as StandardSchemaV1<unknown, z.output<S>>)[
    '~standard'
  ].validate(value);
  if (result instanceof Promise)
    throw new TypeError('useSchemaForm takes synchronous schemas only');
  return result.issues
    ? {
        success: false,
        error: {
          issues: result.issues.map((issue) => ({
            path: (issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)),
            message: issue.message,
          })),
        },
      }
    : { success: true, data: result.value };
}

/**
 * A form checked by one contracts schema: messages by each field after the first submit (and as
 * the shopper corrects them), and `onValid` with the parsed values only when all is well.
 * `setErrors` puts a server's refusal by its fields; `reset` empties the form after a success.
 */
export function useSchemaForm<S extends z.core.$ZodType<unknown, Record<string, string>>>(
  schema: S,
  empty: z.input<S>,
  onValid: (values: z.output<S>) => void,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const lastChecked = useRef<z.input<S> | undefined>(undefined);
  useZodEnglish();

  const check = (next: z.input<S>) => {
    lastChecked.current = next;
    const parsed = parse(schema, next);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    // A message zod words itself reads "Invalid input" until its English messages arrive: check
    // the same values again once they have (unless the form has moved on).
    if (
      !parsed.success &&
      !zodEnglishReady() &&
      parsed.error.issues.some((issue) => issue.message === 'Invalid input')
    ) {
      void loadZodEnglish().then(() => {
        if (lastChecked.current === next) check(next);
      });
    }
    return parsed;
  };
  const change = (key: keyof z.input<S> & string) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) check(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = check(values);
    if (parsed.success) onValid(parsed.data);
  };
  const reset = () => {
    lastChecked.current = undefined;
    setValues(empty);
    setErrors({});
    setSubmitted(false);
  };
  return { values, errors, change, submit, setErrors, reset };
}
