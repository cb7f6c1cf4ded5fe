import styled from 'styled-components';
import { Card, Link } from '@coffee/ui';
import { SUPPORT } from '../../../shared/company-details';

const Aside = styled.aside`
  display: grid;
  gap: 1rem;
  align-content: start;
  h2 {
    font-size: 1.15rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export function ContactAside() {
  return (
    <Aside aria-label="Other ways to reach us">
      <Card>
        <h2>Support hours</h2>
        <p>
          {SUPPORT.weekdayHours}
          <br />
          {SUPPORT.weekendHours}
        </p>
        <p>We answer messages {SUPPORT.replyTime}.</p>
      </Card>
      <Card>
        <h2>Call or email</h2>
        <p>
          Phone: <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a>
          <br />
          Email: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </p>
      </Card>
      <Card>
        <h2>Already wrote to us?</h2>
        <p>
          Read our replies with your ticket number and email on the{' '}
          <Link to="/support/ticket">ticket page</Link>.
        </p>
      </Card>
      <Card>
        <h2>Quick answers</h2>
        <p>
          Tracking, returns and Direct+ questions are often answered in our{' '}
          <Link to="/help-center">Help Center</Link> and on the{' '}
          <Link to="/shipping-info">Shipping Info</Link> page.
        </p>
      </Card>
    </Aside>
  );
}
