import styled from 'styled-components';
import { serverVerdict, useToast } from '@coffee/platform';
import { Button, Spinner } from '@coffee/ui';
import { useGetEmailStatusQuery, useResendVerificationMutation } from '../api/email-status';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
  margin-top: 0.4rem;
  font-size: 0.9rem;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $ok }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

/** The profile's "Verified" / "Not verified — resend link", and a change waiting for its link. */
export function EmailStatus() {
  const { data } = useGetEmailStatusQuery();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const toast = useToast();
  if (!data) return null;

  const onResend = async () => {
    try {
      const { message } = await resend().unwrap();
      toast({ title: 'Verification email sent', description: message, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Email not sent',
        description: serverVerdict(error).text,
        variant: 'destructive',
      });
    }
  };
  const resendButton = (
    <Button type="button" $variant="outline" $size="sm" onClick={onResend} disabled={isLoading}>
      {isLoading ? (
        <>
          <Spinner $size={14} label="Sending" /> Sending…
        </>
      ) : (
        'Resend link'
      )}
    </Button>
  );

  return (
    <Box>
      <Badge $ok={data.emailVerified}>{data.emailVerified ? 'Verified' : 'Not verified'}</Badge>
      {data.pendingEmail ? (
        <p>
          Waiting for you to open the link we sent to <strong>{data.pendingEmail}</strong>.
        </p>
      ) : data.emailVerified ? null : (
        <p>Open the link we emailed you to verify your address.</p>
      )}
      {data.pendingEmail || !data.emailVerified ? resendButton : null}
    </Box>
  );
}
