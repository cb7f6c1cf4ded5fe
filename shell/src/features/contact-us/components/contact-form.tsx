import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  contactFormSchema,
  contactTopicLabels,
  contactTopics,
  fieldErrors,
  type ContactMessage,
} from '@coffee/contracts';
import { Button, Field, Input, Select, Textarea, media } from '@coffee/ui';

type FieldName = 'name' | 'email' | 'phone' | 'topic' | 'orderId' | 'message';
type FormValues = Record<FieldName, string>;
export type ContactErrors = Partial<Record<FieldName, string>>;
type Errors = ContactErrors;

const EMPTY: FormValues = { name: '', email: '', phone: '', topic: '', orderId: '', message: '' };
const FIELD_ORDER: FieldName[] = ['name', 'email', 'phone', 'topic', 'orderId', 'message'];

const Refused = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The order number only matters, and is only sent, for order-status questions. */
function toPayload(values: FormValues): Partial<FormValues> {
  const { orderId, ...rest } = values;
  return values.topic === 'order-status' ? { ...rest, orderId } : rest;
}

function collectErrors(values: FormValues): { errors: Errors; data?: ContactMessage } {
  const result = contactFormSchema.safeParse(toPayload(values));
  if (result.success) return { errors: {}, data: result.data };
  return { errors: fieldErrors(result.error.issues) as Errors };
}

interface ContactFormProps {
  onSubmitted: (message: ContactMessage) => void;
  /** Focus the first field on mount (when the visitor comes back from the thank-you panel). */
  autoFocus?: boolean;
  /** While the ticket is being created: the button waits, a second press sends nothing. */
  sending?: boolean;
  /** The server's refusal: its sentence above the button and its verdict by field. */
  refused?: { message: string; fields: Errors } | null;
  /** A signed-in customer's name and email, filled in when those fields are still empty. */
  prefill?: { name: string; email: string } | null;
}

export function ContactForm({
  onSubmitted,
  autoFocus = false,
  sending = false,
  refused = null,
  prefill = null,
}: ContactFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  // The session may answer after the form is on screen: fill in only what is still empty.
  const prefillName = prefill?.name ?? '';
  const prefillEmail = prefill?.email ?? '';
  useEffect(() => {
    if (!prefillName && !prefillEmail) return;
    setValues((v) => ({ ...v, name: v.name || prefillName, email: v.email || prefillEmail }));
  }, [prefillName, prefillEmail]);

  useEffect(() => {
    if (refused) setErrors((e) => ({ ...e, ...refused.fields }));
  }, [refused]);
  // Errors appear on the first submit; after that they follow the input as it is corrected.
  const [attempted, setAttempted] = useState(false);
  const refs = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});

  useEffect(() => {
    if (autoFocus) refs.current.name?.focus();
  }, [autoFocus]);

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(collectErrors(next).errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const { errors: found, data } = collectErrors(values);
    setErrors(found);
    if (data) {
      if (!sending) onSubmitted(data);
      return;
    }
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
  };

  const bind = (name: FieldName) => ({
    name,
    value: values[name],
    ref: (el: HTMLElement | null) => {
      refs.current[name] = el;
    },
    $invalid: Boolean(errors[name]),
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form">
      <Row>
        <Field label="Name" error={errors.name}>
          {(ids) => (
            <Input
              {...ids}
              {...bind('name')}
              autoComplete="name"
              onChange={(e) => update('name', e.target.value)}
            />
          )}
        </Field>
        <Field label="Email" error={errors.email}>
          {(ids) => (
            <Input
              {...ids}
              {...bind('email')}
              type="email"
              autoComplete="email"
              onChange={(e) => update('email', e.target.value)}
            />
          )}
        </Field>
      </Row>
      <Row>
        <Field label="Phone (optional)" error={errors.phone}>
          {(ids) => (
            <Input
              {...ids}
              {...bind('phone')}
              type="tel"
              autoComplete="tel"
              onChange={(e) => update('phone', e.target.value)}
            />
          )}
        </Field>
        <Field label="Topic" error={errors.topic}>
          {(ids) => (
            <Select {...ids} {...bind('topic')} onChange={(e) => update('topic', e.target.value)}>
              <option value="">Select a topic</option>
              {contactTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {contactTopicLabels[topic]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Row>
      {values.topic === 'order-status' ? (
        <Field
          label="Order number (optional)"
          error={errors.orderId}
          hint="You'll find it in your order confirmation email, e.g. ORD-12345."
        >
          {(ids) => (
            <Input
              {...ids}
              {...bind('orderId')}
              onChange={(e) => update('orderId', e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field
        label="Message"
        error={errors.message}
        hint="Tell us how we can help (at least 10 characters)."
      >
        {(ids) => (
          <Textarea
            {...ids}
            {...bind('message')}
            rows={6}
            onChange={(e) => update('message', e.target.value)}
          />
        )}
      </Field>
      {refused ? <Refused role="alert">{refused.message}</Refused> : null}
      <Button type="submit" $size="lg" disabled={sending} aria-busy={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
