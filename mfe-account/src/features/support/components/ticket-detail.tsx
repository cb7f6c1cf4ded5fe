import styled from 'styled-components';
import { TICKET_NOT_FOUND_MESSAGE, TICKET_STATUS_LABELS } from '@coffee/contracts';
import { errorMessage, toApiError } from '@coffee/platform';
import {
  Badge,
  ButtonLink,
  Card,
  LoadFailed,
  Muted,
  PageLoading,
  PageMessage,
  TicketConversation,
  Link,
} from '@coffee/ui';
import { useGetMySupportTicketQuery } from '../api/support-tickets-api';
import { ReplyPromise } from './reply-promise';
import { TicketReplyForm } from './ticket-reply-form';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 1rem;
`;

const back = <Back to="?tab=support">← All support requests</Back>;

/** One of the customer's tickets: the conversation and, while it is not finished, a reply box. */
export function TicketDetail({ ticketNumber }: { ticketNumber: string }) {
  const {
    data: ticket,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useGetMySupportTicketQuery(ticketNumber);

  if (isLoading) return <PageLoading label="Loading your support request" />;
  if (isError || !ticket) {
    if (toApiError(error).status === 404)
      return (
        <>
          {back}
          <PageMessage title="Support request not found" role="alert" headingLevel={3}>
            {TICKET_NOT_FOUND_MESSAGE}
          </PageMessage>
        </>
      );
    return (
      <>
        {back}
        <LoadFailed
          headingLevel={3}
          title="Support request unavailable"
          message={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  }

  const finished = ticket.status === 'resolved' || ticket.status === 'closed';
  return (
    <div>
      {back}
      <Card>
        <Head>
          <h3>{ticket.subject}</h3>
          <Badge $tone={finished ? 'neutral' : 'accent'}>
            {TICKET_STATUS_LABELS[ticket.status]}
          </Badge>
        </Head>
        <Muted>#{ticket.ticketNumber}</Muted>
        <ReplyPromise ticket={ticket} />
        <TicketConversation messages={ticket.messages} customerName="You" />
        {finished ? (
          <Muted>
            This request is {TICKET_STATUS_LABELS[ticket.status].toLowerCase()}. Need more help?{' '}
            <ButtonLink to="/contact-us" $variant="outline" $size="sm">
              Contact us
            </ButtonLink>
          </Muted>
        ) : (
          <TicketReplyForm ticketNumber={ticket.ticketNumber} />
        )}
      </Card>
    </div>
  );
}
