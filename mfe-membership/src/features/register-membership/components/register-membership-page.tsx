import { useState } from 'react';
import styled from 'styled-components';
import type { MembershipAccountForm, MembershipVerification } from '@coffee/contracts';
import { useSession, useToast } from '@coffee/platform';
import { Card, Link, Navigate, useNavigate } from '@coffee/ui';
import { PageLoading, PageShell } from '../../../shared/page';
import {
  useRegisterMembershipMutation,
  useVerifyMembershipMutation,
} from '../api/register-membership-api';
import { REGISTRATION_TEXTS, failureText } from '../model/registration-texts';
import { AccountStepForm } from './account-step-form';
import { VerificationForm } from './verification-form';

const Panel = styled(Card)`
  max-width: 32rem;
  margin: 0 auto;
  h1 {
    margin: 0 0 0.35rem;
    font-size: clamp(1.6rem, 4vw, 2rem);
  }
  > p {
    margin: 0 0 1.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Steps = styled.ol`
  display: flex;
  gap: 1rem;
  list-style: none;
  margin: 0 0 1.25rem;
  padding: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

const Verified = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1.25rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Join = styled.p`
  margin: 1.5rem 0 0;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/**
 * /register-membership (spec, sections 2, 4 and 8): step one verifies an in-store membership
 * (number and name), step two creates its online account, with no way back; then '/'. The
 * verified details are kept for step two, which the server checks again.
 */
export function RegisterMembershipPage() {
  const { isLoading, isSignedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [verify, verifying] = useVerifyMembershipMutation();
  const [register, registering] = useRegisterMembershipMutation();
  const [verified, setVerified] = useState<MembershipVerification | null>(null);
  // Set before the register call: the session it creates must not count as "already signed in".
  const [creating, setCreating] = useState(false);

  if (isLoading) return <PageLoading label="Checking your session" />;
  if (isSignedIn && !creating) return <Navigate to="/" replace />;

  const onVerify = async (details: MembershipVerification) => {
    try {
      const result = await verify(details).unwrap();
      if (!result.success)
        throw Object.assign(new Error(result.message), { answered: result.message });
      toast(REGISTRATION_TEXTS.verified);
      setVerified(details);
    } catch (error) {
      const answered = (error as { answered?: string }).answered;
      toast({
        title: 'Verification failed',
        description:
          answered ??
          failureText(error, REGISTRATION_TEXTS.verifyFailed, REGISTRATION_TEXTS.verifyError),
        variant: 'destructive',
      });
    }
  };

  const onCreate = async (account: MembershipAccountForm) => {
    if (!verified) {
      toast({
        title: 'Registration failed',
        description: REGISTRATION_TEXTS.detailsMissing,
        variant: 'destructive',
      });
      return;
    }
    setCreating(true);
    try {
      await register({
        ...account,
        fullName: `${verified.firstName.trim()} ${verified.lastName.trim()}`,
        membershipNumber: verified.membershipNumber,
      }).unwrap();
      toast(REGISTRATION_TEXTS.created);
      navigate('/');
    } catch (error) {
      setCreating(false);
      toast({
        title: 'Registration failed',
        description: failureText(
          error,
          REGISTRATION_TEXTS.registerFailed,
          REGISTRATION_TEXTS.registerError,
        ),
        variant: 'destructive',
      });
    }
  };

  return (
    <PageShell>
      <Panel as="section" aria-labelledby="register-membership-title">
        <h1 id="register-membership-title">Register your membership</h1>
        <p>
          {verified
            ? 'Your membership is verified. Create the account you will sign in with.'
            : 'Joined Direct+ in one of our shops? Verify your membership to shop online with it.'}
        </p>
        <Steps aria-label="Steps">
          <li aria-current={verified ? undefined : 'step'}>1. Verify membership</li>
          <li aria-current={verified ? 'step' : undefined}>2. Create account</li>
        </Steps>
        {verified ? (
          <>
            <Verified aria-label="Verified membership">
              <dt>Membership number</dt>
              <dd>{verified.membershipNumber.trim()}</dd>
              <dt>Name</dt>
              <dd>
                {verified.firstName.trim()} {verified.lastName.trim()}
              </dd>
            </Verified>
            <AccountStepForm
              busy={registering.isLoading || creating}
              onCreate={(a) => void onCreate(a)}
            />
          </>
        ) : (
          <VerificationForm busy={verifying.isLoading} onVerify={(d) => void onVerify(d)} />
        )}
        {verified ? null : (
          <Join>
            Not a member yet? <Link to="/membership">Join Direct+ now</Link>
          </Join>
        )}
      </Panel>
    </PageShell>
  );
}
