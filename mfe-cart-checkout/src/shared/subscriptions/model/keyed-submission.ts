import { useRef } from 'react';
import { newIdempotencyKey } from '../../idempotency-key';
import { firstAddressError } from '../../address';
import { refusalOf, type FormErrors } from './server-errors';

export type Refusal = ReturnType<typeof refusalOf>;
export type Submitted<Result> = { result: Result } | { refusal: Refusal };

/**
 * Sends a form's body with one Idempotency-Key per submission: a retry of the same body after
 * an unclear failure (no answer, a 5xx) sends the same key, so a request that did reach the shop
 * answers with what it made, never a second one; a changed body, or a clear refusal (a 4xx: the
 * shopper changes something first), is a new submission.
 */
export function useKeyedSubmission<Body, Result>(
  send: (idempotencyKey: string, body: Body) => Promise<Result>,
): (body: Body) => Promise<Submitted<Result>> {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return async (body) => {
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    try {
      const result = await send(attempt.current.key, body);
      attempt.current = null;
      return { result };
    } catch (error) {
      const refusal = refusalOf(error);
      const { status } = refusal;
      if (typeof status === 'number' && status >= 400 && status < 500) attempt.current = null;
      return { refusal };
    }
  };
}

/**
 * Moves the focus to the first control with an error, in the form's order: the fields `before`
 * the address, the address, the fields `after` it, then the card. Run once the controls are
 * rendered (an address set may open only with its errors).
 */
export function focusFirstError(
  form: HTMLFormElement | null,
  errors: FormErrors,
  fields: { before: readonly string[]; after?: readonly string[] },
) {
  const wrong = (names: readonly string[] = []) => names.find((field) => errors.fields[field]);
  const name =
    wrong(fields.before) ??
    firstAddressError(errors.address) ??
    wrong(fields.after) ??
    (errors.fields.paymentMethodId ? 'paymentMethodId' : undefined);
  const control = name ? form?.elements.namedItem(name) : null;
  if (control instanceof HTMLElement) control.focus();
}
