import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import {
  accountTabPath,
  contactTopicLabels,
  ticketLookupLink,
  type ContactMessage,
  type SupportTier,
} from '@coffee/contracts';
import { Button, Link, Muted } from '@coffee/ui';
import { ReplyPromise } from '@coffee/ui/support';
import { SUPPORT } from '../../../shared/company-details';

const Panel = styled.div`
  text-align: center;
  padding: 1rem 0;
  h2:focus {
    outline: none;
  }
`;

const TicketNumber = styled.p`
  font-size: 1.1rem;
  strong {
    white-space: nowrap;
  }
`;

const Check = styled.div`
  width: 3.5rem;
  height: 3.5rem;
  margin: 0 auto 1rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 1.75rem;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

export function ThankYouPanel({
  message,
  ticketNumber,
  accessCode,
  tier,
  firstReplyDueAt,
  signedIn,
  onReset,
}: {
  message: ContactMessage;
  /** The support ticket the message opened, e.g. TKT-1001 (shown '#TKT-1001'). */
  ticketNumber: string;
  /** Its access code (7KQ2-M9XA-4TPH): with the email, it opens the ticket at /support/ticket. */
  accessCode: string;
  /** The ticket's tier and first-reply due time, as the service decided them. */
  tier: SupportTier;
  /** Null from an older service: the shop's general reply time is said instead. */
  firstReplyDueAt: string | null;
  signedIn: boolean;
  onReset: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving focus here tells keyboard and screen-reader users the form was replaced.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Panel>
      <Check aria-hidden="true">✓</Check>
      <h2 ref={heading} tabIndex={-1}>
        Thank you, {message.name}!
      </h2>
      <p>
        Your message about <strong>{contactTopicLabels[message.topic].toLowerCase()}</strong> is
        with our support team.
      </p>
      <TicketNumber>
        Your ticket number is <strong>#{ticketNumber}</strong>.
      </TicketNumber>
      {firstReplyDueAt ? <ReplyPromise tier={tier} dueAt={firstReplyDueAt} /> : null}
      <Muted>
        We reply to <strong>{message.email}</strong>
        {firstReplyDueAt ? '' : ` ${SUPPORT.replyTime}`}. If it&apos;s urgent, call us at{' '}
        <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a> during support hours.
      </Muted>
      {signedIn ? (
        <p>
          Our replies also appear under{' '}
          <Link to={accountTabPath('support')}>Support in your account</Link>.
        </p>
      ) : (
        <>
          <TicketNumber>
            Your access code is <strong>{accessCode}</strong>.
          </TicketNumber>
          <p>
            Keep it with your ticket number: with the email you used, it opens your ticket. Nobody
            else can read it without the code.{' '}
            {/* The code rides in the link's fragment: bookmark it to come back. (A real
                deployment would mail this link; no mail leaves this shop.) */}
            <Link to={ticketLookupLink(ticketNumber, accessCode)}>Check your ticket</Link> to read
            our replies.
          </p>
        </>
      )}
      <Button $variant="outline" onClick={onReset}>
        Send Another Message
      </Button>
    </Panel>
  );
}
