import { useEffect, useState } from 'react';
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
  useLocation,
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

/** The code a link carries in its fragment (`#code=7KQ2-M9XA-4TPH`), never sent to a server. */
const codeInFragment = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('code');

/**
 * /support/ticket: a guest reads their support ticket and our replies with its number, the email
 * they wrote from and the ticket's access code (POST /api/support/tickets/lookup). The link given
 * with the ticket fills in the number and the code. Any wrong part gets the same answer, so the
 * page cannot be used to find out which tickets exist.
 */
export function TicketLookupPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const [lookup, { isLoading }] = useLookupSupportTicketMutation();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const form = useSchemaForm(
    ticketLookupSchema,
    { ticketNumber: params.get('number') ?? '', email: '', code: '' },
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

  // The fragment is the browser's alone: read once the page runs there (a server-rendered page
  // has none), and again when a link with another code is followed on this page.
  const linkedCode = codeInFragment(hash);
  useEffect(() => {
    if (linkedCode) form.change('code')(linkedCode);
    // Only when the link's code arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedCode]);

  return (
    <Container>
      <PageTitle>Check Your Support Ticket</PageTitle>
      <Muted>
        Enter the ticket number we gave you (for example #TKT-1001), the email you wrote from and
        the ticket&apos;s access code to read our replies. Signed in? Your tickets are also under{' '}
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
              <Field
                label="Access code"
                hint="Given with your ticket number, for example 7KQ2-M9XA-4TPH."
                error={form.errors.code}
              >
                {(ids) => (
                  <Input
                    {...ids}
                    name="code"
                    placeholder="7KQ2-M9XA-4TPH"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={form.values.code}
                    $invalid={Boolean(form.errors.code)}
                    onChange={(e) => form.change('code')(e.target.value)}
                  />
                )}
              </Field>
              {refused ? <Refused role="alert">{refused}</Refused> : null}
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Looking…' : 'Find My Ticket'}
              </Button>
            </form>
            <Muted as="p">
              No access code? Tickets opened before we gave them out have none: send us a new
              message from <Link to="/contact-us">Contact Us</Link>, mention your ticket number, and
              you will get a code with the new ticket.
            </Muted>
          </Card>
        )}
      </Wrap>
    </Container>
  );
}
