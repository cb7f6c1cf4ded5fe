import { useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { chatStartSchema, fieldErrors, type ChatStartInput } from '@coffee/contracts';
import { Button, Field, Input, Muted, Textarea } from '@coffee/ui';

export type ChatStart = ChatStartInput;
type FieldName = keyof ChatStart;
export type ChatStartDraft = Record<FieldName, string>;
export const EMPTY_START_DRAFT: ChatStartDraft = { name: '', email: '', question: '' };
type Errors = Partial<Record<FieldName, string>>;
const ORDER: FieldName[] = ['name', 'email', 'question'];

const Refused = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

/** Who is asking and what: the question opens a support ticket and the conversation. */
interface ChatStartFormProps {
  onStart: (start: ChatStart) => void;
  /** While the ticket is being opened: Start Chat waits. */
  starting?: boolean;
  /** Why the ticket could not be opened (the server's sentence). */
  error?: string | null;
  /** The typed values live in the widget, so they survive closing the panel. */
  values: ChatStartDraft;
  onValuesChange: (values: ChatStartDraft) => void;
  nameRef?: Ref<HTMLInputElement>;
}

export function ChatStartForm({
  onStart,
  starting = false,
  error = null,
  values,
  onValuesChange,
  nameRef,
}: ChatStartFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);

  const validate = (next: ChatStartDraft) => {
    const result = chatStartSchema.safeParse(next);
    const found = result.success ? {} : (fieldErrors(result.error.issues) as Errors);
    return { found, data: result.success ? result.data : undefined };
  };

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    onValuesChange(next);
    if (attempted) setErrors(validate(next).found);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const { found, data } = validate(values);
    setErrors(found);
    if (data) {
      if (!starting) onStart(data);
      return;
    }
    const first = ORDER.find((f) => found[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Start a chat">
      <Muted>
        Hi there! Tell us a little about yourself and what you need, and we&apos;ll answer right
        away.
      </Muted>
      <Field label="Name" error={errors.name}>
        {(ids) => (
          <Input
            {...ids}
            ref={nameRef}
            name="name"
            autoComplete="name"
            value={values.name}
            $invalid={Boolean(errors.name)}
            onChange={(e) => update('name', e.target.value)}
          />
        )}
      </Field>
      <Field label="Email" error={errors.email}>
        {(ids) => (
          <Input
            {...ids}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            $invalid={Boolean(errors.email)}
            onChange={(e) => update('email', e.target.value)}
          />
        )}
      </Field>
      <Field label="How can we help?" error={errors.question}>
        {(ids) => (
          <Textarea
            {...ids}
            name="question"
            rows={3}
            value={values.question}
            $invalid={Boolean(errors.question)}
            onChange={(e) => update('question', e.target.value)}
          />
        )}
      </Field>
      {error ? <Refused role="alert">{error}</Refused> : null}
      <Button type="submit" $block disabled={starting} aria-busy={starting}>
        {starting ? 'Starting…' : 'Start Chat'}
      </Button>
    </form>
  );
}
