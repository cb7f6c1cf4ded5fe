import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MembershipStatus } from '@coffee/contracts';
import { Button, ButtonLink, spreadRow } from '@coffee/ui';
import { UPDATE_CARD_PATH } from '../../../shared/membership';
import { endDate } from '../model/membership-labels';

const Box = styled.div<{ $tone: 'info' | 'warning' }>`
  ${spreadRow()}
  gap: 0.75rem 1.25rem;
  margin-top: 1.5rem;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.accent)};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.dangerSoft : theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    flex: 1 1 18rem;
  }
`;

function Notice({
  tone,
  children,
  action,
}: {
  tone: 'info' | 'warning';
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Box $tone={tone}>
      <p>{children}</p>
      {action}
    </Box>
  );
}

/**
 * What a member must know about their state right now: a trial's end, a cancellation's end (with
 * the way back), a failed renewal (still a member until the paid date). Nothing when all is well.
 */
export function MembershipNotice({
  membership,
  resuming,
  busy,
  onResume,
}: {
  membership: MembershipStatus;
  resuming: boolean;
  busy: boolean;
  onResume: () => void;
}) {
  const date = endDate(membership);
  if (membership.state === 'trial') {
    return (
      <Notice
        tone="info"
        action={<ButtonLink to="/direct-plus-payment">Set up payment</ButtonLink>}
      >
        <strong>Your free trial ends on {date}</strong> unless you set up payment. Set it up now to
        keep your benefits without a break.
      </Notice>
    );
  }
  if (membership.state === 'cancelling') {
    return (
      <Notice
        tone="info"
        action={
          <Button disabled={busy} aria-busy={resuming} onClick={onResume}>
            {resuming ? 'Resuming…' : 'Resume membership'}
          </Button>
        }
      >
        <strong>Your membership ends on {date}.</strong> You will not be charged again. Changed your
        mind? Resume it before then and it renews as before.
      </Notice>
    );
  }
  if (membership.renewalFailed) {
    return (
      <Notice
        tone="warning"
        action={
          <ButtonLink to={UPDATE_CARD_PATH} $variant="danger">
            Update card
          </ButtonLink>
        }
      >
        <strong>Your last renewal payment failed.</strong> Please update your card. You remain a
        Direct+ member until {date}.
      </Notice>
    );
  }
  return null;
}
