import { useRef, useState, type FormEvent } from 'react';
import { fieldErrors } from '@coffee/contracts';
import { z } from 'zod/mini';
import { loadZodEnglish, useZodEnglish, zodEnglishReady } from './zod-english';

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
    const parsed = z.safeParse(schema, next);
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
