import { errorMessage } from '@coffee/platform';
import { Button, Muted, Skeleton } from '@coffee/ui';
import { StatCards } from '../../../shared/ui/stat-cards';
import { useGetEmployeeOverviewQuery } from '../api/get-employee-overview';

/** The real ticket counts of the support desk, from the staff service. */
export function TicketCounts() {
  const { data, isLoading, isError, error, refetch } = useGetEmployeeOverviewQuery();
  if (isLoading)
    return (
      <Skeleton
        $h="5.5rem"
        aria-label="Loading ticket counts"
        role="status"
        style={{ marginBottom: '1.5rem' }}
      />
    );
  if (isError || !data)
    return (
      <Muted role="alert">
        Ticket counts are unavailable ({errorMessage(error, 'please try again')}).{' '}
        <Button $variant="link" onClick={() => void refetch()}>
          Try again
        </Button>
      </Muted>
    );
  const { open, inProgress, resolved, closed } = data.tickets;
  return (
    <StatCards
      label="Ticket counts"
      items={[
        { label: 'Open', value: open },
        { label: 'In Progress', value: inProgress },
        // Each counter is what its filter lists. An older service has no Closed count: its
        // Resolved counted closed tickets too, and says so.
        ...(closed === undefined
          ? [{ label: 'Resolved or closed', value: resolved }]
          : [
              { label: 'Resolved', value: resolved },
              { label: 'Closed', value: closed },
            ]),
      ]}
    />
  );
}
