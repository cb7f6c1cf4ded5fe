import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { accountTabPath, fieldErrors, newsletterSubscribeSchema } from '@coffee/contracts';
import { errorMessage } from '@coffee/platform';
import {
  BRAND_NAME,
  Button,
  Container,
  Input,
  media,
  Spinner,
  VisuallyHidden,
  Link,
} from '@coffee/ui';
import { useSubscribeToNewsletterMutation } from '../api/newsletter-api';

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
    color: #fff;
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

// Light text on the espresso band, at AA contrast like the rest of the block.
const Problem = styled.p`
  margin: 0 0 0.75rem;
  color: #ffd9d4;
  font-weight: 600;
`;

const Success = styled.div`
  margin: 1.5rem 0 0;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(246, 227, 207, 0.14);
  p {
    margin: 0;
    color: #fff;
  }
  a {
    color: #f6e3cf;
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

/**
 * The home page's newsletter block (POST /api/newsletter), double opt-in: a signed-out sign-up
 * (or one for an address the account did not make) is asked to confirm from its inbox, with the
 * same words whatever the address's state; a signed-in account's own address is subscribed at
 * once and managed in its Notifications tab. No unsubscribe link is shown: it comes in the
 * emails, to the address's owner alone.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [subscribe, { data, isLoading }] = useSubscribeToNewsletterMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!parsed.success) {
      setProblem(fieldErrors(parsed.error.issues).email);
      return;
    }
    setProblem(undefined);
    try {
      await subscribe(parsed.data).unwrap();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Band aria-labelledby="home-newsletter-title">
      <Inner>
        <h2 id="home-newsletter-title">Join Our Newsletter</h2>
        <p>Brewing tips, new arrivals and member offers, straight to your inbox.</p>
        {data ? (
          <Success role="status">
            <p>{data.message}</p>
            {data.status === 'subscribed' ? (
              <p>
                Changed your mind?{' '}
                <Link to={accountTabPath('notifications')}>Manage your email preferences</Link>
              </p>
            ) : null}
          </Success>
        ) : (
          <>
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
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? 'home-newsletter-problem' : undefined}
              />
              <Button type="submit" $variant="secondary" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? (
                  <>
                    <Spinner $size={16} label="Subscribing" /> Subscribing…
                  </>
                ) : (
                  'Subscribe'
                )}
              </Button>
            </Form>
            {problem ? (
              <Problem id="home-newsletter-problem" role="alert">
                {problem}
              </Problem>
            ) : null}
          </>
        )}
        <Note>
          By subscribing, you agree to receive marketing emails from {BRAND_NAME}. You can
          unsubscribe at any time.
        </Note>
      </Inner>
    </Band>
  );
}
