import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE } from '@coffee/contracts';
import { serverVerdict, toApiError } from '@coffee/platform';
import {
  Button,
  ButtonLink,
  PageLoading,
  PageMessage,
  PageShell,
  useSearchParams,
} from '@coffee/ui';
import { useConfirmNewsletterMutation } from '../api/newsletter-api';
import { NewsletterSignup } from './newsletter-signup';

// The home page's band, here as a rounded block under the message: the way to a new link.
const SignUpAgain = styled.div`
  margin-top: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const home = (
  <ButtonLink to="/" $variant="outline">
    Continue Shopping
  </ButtonLink>
);

/**
 * /newsletter/confirm?token=...: the link of the double opt-in's mail. Confirmed as the page
 * opens (once), signed in or not: the token is the proof. An expired, used or forged link says
 * so, with the sign-up form right below to ask for a new link.
 */
export function NewsletterConfirmPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [confirm, { data, error, isError }] = useConfirmNewsletterMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void confirm({ token });
  }, [token, confirm]);

  // 400: the link itself (expired, used, forged); anything else is worth another try.
  const linkRefused = !token || (isError && toApiError(error as never).status === 400);

  let body;
  if (linkRefused) {
    return (
      <PageShell>
        <PageMessage title="This link doesn't work" role="alert" actions={home}>
          {NEWSLETTER_CONFIRM_LINK_INVALID_MESSAGE}
        </PageMessage>
        <SignUpAgain>
          <NewsletterSignup />
        </SignUpAgain>
      </PageShell>
    );
  } else if (data) {
    body = (
      <PageMessage title="Subscription confirmed" role="status" actions={home}>
        {data.message}
      </PageMessage>
    );
  } else if (isError) {
    body = (
      <PageMessage
        title="Not confirmed yet"
        role="alert"
        actions={
          <>
            <Button type="button" onClick={() => void confirm({ token })}>
              Try again
            </Button>
            {home}
          </>
        }
      >
        {serverVerdict(error).text}
      </PageMessage>
    );
  } else {
    body = <PageLoading label="Confirming your subscription" />;
  }
  return <PageShell>{body}</PageShell>;
}
