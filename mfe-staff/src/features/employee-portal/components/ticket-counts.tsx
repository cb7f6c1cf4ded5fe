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
  return (
    <StatCards
      label="Ticket counts"
      items={[
        { label: 'Open', value: data.tickets.open },
        { label: 'In Progress', value: data.tickets.inProgress },
        { label: 'Resolved', value: data.tickets.resolved },
      ]}
    />
  );
}
