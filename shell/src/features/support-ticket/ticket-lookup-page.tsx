import { useState } from 'react';
import styled from 'styled-components';
import { accountTabPath, ticketLookupSchema, type Ticket } from '@coffee/contracts';
import { useSchemaForm } from '@coffee/platform';
import {
  Button,
  Card,
  Container,
  Field,
  Input,
  Muted,
  PageTitle,
  Link,
  useSearchParams,
} from '@coffee/ui';
import { refusal, useLookupSupportTicketMutation } from '../../shared/support-api';
import { TicketThread } from './components/ticket-thread';

const Wrap = styled.div`
  max-width: 44rem;
  margin: 1.5rem 0 3rem;
  display: grid;
  gap: 1.5rem;
`;

const Refused = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * /support/ticket: a guest reads their support ticket and our replies with its number and the
 * email they wrote from (POST /api/support/tickets/lookup). A wrong number and a wrong email get
 * the same answer, so the page cannot be used to find out which tickets exist.
 */
export function TicketLookupPage() {
  const [params] = useSearchParams();
  const [lookup, { isLoading }] = useLookupSupportTicketMutation();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useSchemaForm(
    ticketLookupSchema,
    { ticketNumber: params.get('number') ?? '', email: '' },
    (values) => {
      setRefused(null);
      lookup(values)
        .unwrap()
        .then(setTicket)
        .catch((error: unknown) => {
          const { message, fields } = refusal(error);
          form.setErrors(fields);
          setRefused(message);
        });
    },
  );

  return (
    <Container>
      <PageTitle>Check Your Support Ticket</PageTitle>
      <Muted>
        Enter the ticket number we gave you (for example #TKT-1001) and the email you wrote from to
        read our replies. Signed in? Your tickets are also under{' '}
        <Link to={accountTabPath('support')}>Support in your account</Link>.
      </Muted>
      <Wrap>
        {ticket ? (
          <Card>
            <TicketThread ticket={ticket} />
            <p>
              Need to add something? <Link to="/contact-us">Send us a message</Link> and mention
              your ticket number.
            </p>
            <Button $variant="outline" onClick={() => setTicket(null)}>
              Look Up Another Ticket
            </Button>
          </Card>
        ) : (
          <Card>
            <form noValidate onSubmit={form.submit} aria-label="Find your ticket">
              <Field label="Ticket number" error={form.errors.ticketNumber}>
                {(ids) => (
                  <Input
                    {...ids}
                    name="ticketNumber"
                    placeholder="TKT-1001"
                    autoComplete="off"
                    value={form.values.ticketNumber}
                    $invalid={Boolean(form.errors.ticketNumber)}
                    onChange={(e) => form.change('ticketNumber')(e.target.value)}
                  />
                )}
              </Field>
              <Field label="Email" error={form.errors.email}>
                {(ids) => (
                  <Input
                    {...ids}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={form.values.email}
                    $invalid={Boolean(form.errors.email)}
                    onChange={(e) => form.change('email')(e.target.value)}
                  />
                )}
              </Field>
              {refused ? <Refused role="alert">{refused}</Refused> : null}
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Looking…' : 'Find My Ticket'}
              </Button>
            </form>
          </Card>
        )}
      </Wrap>
    </Container>
  );
}
