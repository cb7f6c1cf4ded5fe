import { useState } from 'react';
import styled from 'styled-components';
import { ticketReplySchema } from '@coffee/contracts';
import { useSchemaForm, useToast, serverVerdict } from '@coffee/platform';
import { Button, Field, Textarea } from '@coffee/ui';
import { useReplyToMySupportTicketMutation } from '../api/support-tickets-api';

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Adds the customer's message to their open ticket (POST /api/support/tickets/{number}/messages). */
export function TicketReplyForm({ ticketNumber }: { ticketNumber: string }) {
  const [reply, { isLoading }] = useReplyToMySupportTicketMutation();
  const toast = useToast();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useSchemaForm(ticketReplySchema, { message: '' }, ({ message }) => {
    setRefused(null);
    reply({ ticketNumber, message })
      .unwrap()
      .then(() => {
        form.reset();
        toast({ title: 'Reply sent', description: 'Our support team will get back to you.' });
      })
      .catch((error: unknown) => {
        const verdict = serverVerdict(error);
        form.setErrors(verdict.fields);
        setRefused(verdict.message);
      });
  });

  return (
    <form noValidate onSubmit={form.submit} aria-label="Reply to this ticket">
      <Field label="Your reply" error={form.errors.message}>
        {(ids) => (
          <Textarea
            {...ids}
            name="message"
            rows={4}
            maxLength={5000}
            value={form.values.message}
            $invalid={Boolean(form.errors.message)}
            onChange={(e) => form.change('message')(e.target.value)}
          />
        )}
      </Field>
      {refused ? <Refused role="alert">{refused}</Refused> : null}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Sending…' : 'Send Reply'}
      </Button>
    </form>
  );
}
