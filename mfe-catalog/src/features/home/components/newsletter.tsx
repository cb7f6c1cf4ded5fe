import type { FormEvent } from 'react';
import styled from 'styled-components';
import { BRAND_NAME, Button, Container, Input, media, VisuallyHidden } from '@coffee/ui';

const Band = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  padding: 3rem 0;
`;

const Inner = styled(Container)`
  max-width: 40rem;
  text-align: center;
  h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  > p {
    color: #f6e3cf;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 1.5rem 0 0.75rem;
  ${media.sm} {
    flex-direction: row;
  }
  input {
    flex: 1;
  }
`;

const Note = styled.p`
  font-size: 0.8rem;
  color: #e4d8cc;
  margin: 0;
`;

/**
 * Spec: a required email and Subscribe; submitting only prevents the page reload and makes
 * no call (the email subscription service comes later).
 */
export function Newsletter() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <Band aria-labelledby="home-newsletter-title">
      <Inner>
        <h2 id="home-newsletter-title">Join Our Newsletter</h2>
        <p>Brewing tips, new arrivals and member offers, straight to your inbox.</p>
        <Form onSubmit={onSubmit} aria-label="Newsletter sign-up">
          <VisuallyHidden as="label" htmlFor="home-newsletter-email">
            Email address
          </VisuallyHidden>
          <Input
            id="home-newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email"
          />
          <Button type="submit" $variant="secondary">
            Subscribe
          </Button>
        </Form>
        <Note>
          By subscribing, you agree to receive marketing emails from {BRAND_NAME}. You can
          unsubscribe at any time.
        </Note>
      </Inner>
    </Band>
  );
}
