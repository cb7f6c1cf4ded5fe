import { useEffect, useRef } from 'react';
import { EMAIL_LINK_INVALID_MESSAGE } from '@coffee/contracts';
import { serverVerdict, useSession } from '@coffee/platform';
import { ButtonLink, PageLoading, PageMessage, PageShell, useSearchParams } from '@coffee/ui';
import { useVerifyEmailMutation } from '../api/verify-email';

/**
 * /verify-email?token=...: the link of the welcome mail or of a changed address. Verified as the
 * page opens (once), signed in or not: the token is the proof.
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [verify, { data, error, isError }] = useVerifyEmailMutation();
  const { isSignedIn } = useSession();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ token });
  }, [token, verify]);

  const onward = isSignedIn ? (
    <ButtonLink to="/account-page">Go to my account</ButtonLink>
  ) : (
    <ButtonLink to="/auth">Sign in</ButtonLink>
  );

  let body;
  if (!token) {
    body = (
      <PageMessage title="Link not valid" role="alert" actions={onward}>
        {EMAIL_LINK_INVALID_MESSAGE}
      </PageMessage>
    );
  } else if (data) {
    body = (
      <PageMessage title="Email verified" role="status" actions={onward}>
        {data.message}
      </PageMessage>
    );
  } else if (isError) {
    body = (
      <PageMessage title="Email not verified" role="alert" actions={onward}>
        {serverVerdict(error).text}
      </PageMessage>
    );
  } else {
    body = <PageLoading label="Verifying your email address" />;
  }
  return <PageShell>{body}</PageShell>;
}
