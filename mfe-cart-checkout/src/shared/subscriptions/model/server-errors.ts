import { REQUIRED_FIELDS_MESSAGE, type FieldIssue } from '@coffee/contracts';
import { serverVerdict } from '@coffee/platform';
import { ADDRESS_FIELDS, type AddressField } from '../../address';

export interface FormErrors {
  /** Top-level fields: `quantity`, `frequencyWeeks`, `firstDeliveryOn`, `paymentMethodId`, ... */
  fields: Record<string, string>;
  /** `shippingAddress.<field>` issues, by the address field they belong to. */
  address: Partial<Record<AddressField, string>>;
}

/** A zod parse's or a 400 answer's issues, by the control each belongs to (first message wins). */
export function formErrorsFrom(issues: readonly FieldIssue[]): FormErrors {
  const fields: Record<string, string> = {};
  const address: Partial<Record<AddressField, string>> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : [...issue.path];
    const [top, sub] = path.map(String);
    if (!top) continue;
    if (top === 'shippingAddress' && sub && (ADDRESS_FIELDS as readonly string[]).includes(sub))
      // As the checkout says it: the word by the field (the toast there, the refusal here).
      address[sub as AddressField] ??=
        issue.message === REQUIRED_FIELDS_MESSAGE ? 'Required' : issue.message;
    else fields[top] ??= issue.message;
  }
  return { fields, address };
}

/** What a refused write says: its sentence, and a 400's issues by their controls. */
export function refusalOf(error: unknown): { text: string; status: unknown; errors: FormErrors } {
  const verdict = serverVerdict(error);
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = verdict.status === 400 && Array.isArray(data?.issues) ? data.issues : [];
  return { text: verdict.text, status: verdict.status, errors: formErrorsFrom(issues) };
}

/** The errors with `field`'s message replaced (`null`: removed), as a check on input gives it. */
export function withFieldError(
  errors: FormErrors,
  field: string,
  error: string | null,
): FormErrors {
  const { [field]: _old, ...rest } = errors.fields;
  return { ...errors, fields: error ? { ...rest, [field]: error } : rest };
}
