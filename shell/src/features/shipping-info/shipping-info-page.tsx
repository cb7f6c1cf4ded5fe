import { useEffect } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Card, Container, Muted, PageTitle, media, Link } from '@coffee/ui';
import { ShippingPolicies } from './components/shipping-policies';
import { ShippingTable } from './components/shipping-table';
import { PEAK_PROCESSING_TIME, PROCESSING_TIME } from './shipping-methods';

const Section = styled.section`
  margin: 2rem 0;
  h2 {
    font-size: 1.5rem;
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    margin: 0;
  }
  h3 {
    font-size: 1.05rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Highlight = styled.p`
  margin-top: 1rem;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

export function ShippingInfoPage() {
  useEffect(() => {
    document.title = `Shipping Information | ${BRAND_NAME}`;
  }, []);

  return (
    <Container>
      <PageTitle>Shipping Information</PageTitle>
      <Muted>
        We roast in small batches and ship fast, so your coffee arrives fresh. Here is how long
        delivery takes, what it costs and what to do if something goes wrong.
      </Muted>

      <Section aria-labelledby="shipping-methods">
        <h2 id="shipping-methods">Shipping Methods &amp; Rates</h2>
        <ShippingTable />
        <Highlight>
          <strong>Direct+ members</strong> get free standard shipping on every order, with no
          minimum, and reduced rates on expedited, overnight and international delivery.{' '}
          <Link to="/direct-plus">Learn about Direct+</Link>
        </Highlight>
      </Section>

      <Section aria-labelledby="processing">
        <h2 id="processing">Order Processing</h2>
        <Facts>
          <li>
            <Card>
              <h3>Processing time</h3>
              <p>
                Orders are processed within {PROCESSING_TIME} ({PEAK_PROCESSING_TIME} at peak times)
                before they ship. Delivery times in the table start when your order ships.
              </p>
            </Card>
          </li>
          <li>
            <Card>
              <h3>Overnight cut-off</h3>
              <p>
                Overnight orders placed before 2pm ET on a business day ship the same day and arrive
                the next business day.
              </p>
            </Card>
          </li>
          <li>
            <Card>
              <h3>Business days</h3>
              <p>
                Business days are Monday to Friday, excluding US public holidays. We don&apos;t ship
                on weekends.
              </p>
            </Card>
          </li>
        </Facts>
      </Section>

      <Section aria-labelledby="policies">
        <h2 id="policies">Shipping Policies</h2>
        <ShippingPolicies />
      </Section>

      <Section aria-labelledby="shipping-help">
        <Card>
          <h2 id="shipping-help">Still have questions?</h2>
          <p>
            Find more answers in our <Link to="/help-center">Help Center</Link>, or{' '}
            <Link to="/contact-us">contact us</Link> and we&apos;ll reply within 1-2 business days.
          </p>
        </Card>
      </Section>
    </Container>
  );
}
