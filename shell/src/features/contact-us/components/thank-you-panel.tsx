import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Muted } from '@coffee/ui';
import type { ContactMessage } from '../contact-schema';
import { contactTopicLabels } from '../contact-schema';
import { SUPPORT } from '../support-details';

const Panel = styled.div`
  text-align: center;
  padding: 1rem 0;
  h2:focus {
    outline: none;
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
  onReset,
}: {
  message: ContactMessage;
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
      <Muted>
        We reply to <strong>{message.email}</strong> {SUPPORT.replyTime}. If it's urgent, call us at{' '}
        <a href={SUPPORT.phoneHref}>{SUPPORT.phoneDisplay}</a> during support hours.
      </Muted>
      <Button $variant="outline" onClick={onReset}>
        Send Another Message
      </Button>
    </Panel>
  );
}
