import { errorMessage } from '@coffee/platform';
import {
  ButtonLink,
  LoadFailed,
  Muted,
  PageLoading,
  PageMessage,
  useSearchParams,
} from '@coffee/ui';
import { useGetMySupportTicketsQuery } from '../api/support-tickets-api';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';

/**
 * The account's Support tab (?tab=support): the customer's support requests (from the contact
 * form and the chat) with our replies; ?tab=support&ticket=TKT-1001 opens one, so a reload or a
 * link keeps it.
 */
export function SupportTab() {
  const [params] = useSearchParams();
  const open = params.get('ticket');
  if (open) return <TicketDetail key={open} ticketNumber={open} />;
  return <SupportRequests />;
}

function SupportRequests() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetMySupportTicketsQuery();
  if (isLoading) return <PageLoading label="Loading your support requests" />;
  if (isError || !data)
    return (
      <LoadFailed
        headingLevel={3}
        title="Support requests unavailable"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (data.length === 0)
    return (
      <PageMessage
        title="No support requests yet"
        role="status"
        headingLevel={3}
        actions={<ButtonLink to="/contact-us">Contact us</ButtonLink>}
      >
        Messages you send us from the contact form or the chat appear here with our replies.
      </PageMessage>
    );
  return (
    <>
      <Muted>Your messages to our support team and our replies, newest first.</Muted>
      <TicketList tickets={data} />
    </>
  );
}
