import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@coffee/contracts';
import type { z } from 'zod';

/**
 * A form checked by one contracts schema: messages by each field after the first submit (and as
 * the shopper corrects them), and `onValid` with the parsed values only when all is well.
 * `setErrors` puts a server's refusal by its fields; `reset` empties the form after a success.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  empty: z.input<S>,
  onValid: (values: z.output<S>) => void,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: z.input<S>) => {
    const parsed = schema.safeParse(next);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
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
    setValues(empty);
    setErrors({});
    setSubmitted(false);
  };
  return { values, errors, change, submit, setErrors, reset };
}
