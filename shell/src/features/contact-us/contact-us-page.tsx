import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ContactMessage, TicketCreated } from '@coffee/contracts';
import { useSession, useToast } from '@coffee/platform';
import { BRAND_NAME, Card, Container, Muted, PageTitle, media } from '@coffee/ui';
import { displayName } from '../../shared/account-label';
import { refusal, useCreateSupportTicketMutation } from '../../shared/support-api';
import { ContactAside } from './components/contact-aside';
import { ContactForm, type ContactErrors } from './components/contact-form';
import { ThankYouPanel } from './components/thank-you-panel';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  margin: 1.5rem 0 3rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export function ContactUsPage() {
  const toast = useToast();
  const { user } = useSession();
  const [createTicket, { isLoading: sending }] = useCreateSupportTicketMutation();
  const [sent, setSent] = useState<{ message: ContactMessage; created: TicketCreated } | null>(
    null,
  );
  const [sentBefore, setSentBefore] = useState(false);
  const [refused, setRefused] = useState<{ message: string; fields: ContactErrors } | null>(null);

  useEffect(() => {
    document.title = `Contact Us | ${BRAND_NAME}`;
  }, []);

  // The message becomes a support ticket (staff answer it in the employee portal); the panel
  // and the spec's toast come only once the ticket exists.
  const handleSubmitted = async (message: ContactMessage) => {
    setRefused(null);
    try {
      const created = await createTicket({ source: 'contact', ...message }).unwrap();
      setSent({ message, created });
      setSentBefore(true);
      toast({
        title: 'Contact form submitted',
        description: "We've received your message and will respond shortly.",
        variant: 'success',
      });
    } catch (error) {
      setRefused(refusal(error));
    }
  };

  return (
    <Container>
      <PageTitle>Contact Us</PageTitle>
      <Muted>
        Questions about an order, a coffee or your Direct+ membership? Send us a message and a
        member of our team will get back to you.
      </Muted>
      <Layout>
        <Card>
          {sent ? (
            <ThankYouPanel
              message={sent.message}
              ticketNumber={sent.created.ticketNumber}
              accessCode={sent.created.accessKey}
              tier={sent.created.tier}
              firstReplyDueAt={sent.created.firstReplyDueAt}
              signedIn={Boolean(user)}
              onReset={() => setSent(null)}
            />
          ) : (
            <ContactForm
              onSubmitted={(message) => void handleSubmitted(message)}
              autoFocus={sentBefore}
              sending={sending}
              refused={refused}
              prefill={user ? { name: displayName(user), email: user.email } : null}
            />
          )}
        </Card>
        <ContactAside />
      </Layout>
    </Container>
  );
}
