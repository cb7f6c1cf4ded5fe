import styled from 'styled-components';
import { Card, media, Link } from '@coffee/ui';
import { SUPPORT } from '../../../shared/company-details';

const Section = styled.section`
  margin: 2.5rem 0 3rem;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1rem;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  h3 {
    font-size: 1.1rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export function SupportCards() {
  return (
    <Section aria-labelledby="help-support">
      <h2 id="help-support">Still need help?</h2>
      <Grid>
        <Card>
          <h3>Call us</h3>
          <p>
            <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a>
          </p>
          <p>
            {SUPPORT.weekdayHours}
            <br />
            {SUPPORT.weekendHours}
          </p>
        </Card>
        <Card>
          <h3>Send us a message</h3>
          <p>We reply {SUPPORT.replyTime}.</p>
          <p>
            <Link to="/contact-us">Contact Us</Link>
          </p>
          <p>
            Sent us a message already? <Link to="/support/ticket">Check your ticket</Link> with its
            number and your email.
          </p>
        </Card>
        <Card>
          <h3>Chat with us</h3>
          <p>
            Use the chat button at the bottom right of any page for instant answers to common
            questions.
          </p>
        </Card>
      </Grid>
    </Section>
  );
}
