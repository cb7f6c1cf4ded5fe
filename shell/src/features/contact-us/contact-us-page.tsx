import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '@coffee/platform';
import { BRAND_NAME, Card, Container, Muted, PageTitle, media } from '@coffee/ui';
import { ContactAside } from './components/contact-aside';
import { ContactForm } from './components/contact-form';
import { ThankYouPanel } from './components/thank-you-panel';
import type { ContactMessage } from './contact-schema';

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
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const [sentBefore, setSentBefore] = useState(false);

  useEffect(() => {
    document.title = `Contact Us | ${BRAND_NAME}`;
  }, []);

  // The spec makes no call for the contact form: acknowledging it is all the page does.
  const handleSubmitted = (message: ContactMessage) => {
    setSent(message);
    setSentBefore(true);
    toast({
      title: 'Contact form submitted',
      description: "We've received your message and will respond shortly.",
      variant: 'success',
    });
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
            <ThankYouPanel message={sent} onReset={() => setSent(null)} />
          ) : (
            <ContactForm onSubmitted={handleSubmitted} autoFocus={sentBefore} />
          )}
        </Card>
        <ContactAside />
      </Layout>
    </Container>
  );
}
