import { errorMessage } from '@coffee/platform';
import { Skeleton } from '@coffee/ui';
import { LoadError } from '../../../shared/ui/load-error';
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
      <LoadError onRetry={() => void refetch()}>
        Ticket counts are unavailable ({errorMessage(error, 'please try again')}).
      </LoadError>
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
