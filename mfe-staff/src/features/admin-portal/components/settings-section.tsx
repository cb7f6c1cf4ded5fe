import { errorMessage } from '@coffee/platform';
import { Button, Muted, Skeleton } from '@coffee/ui';
import { SectionHeader } from '../../../shared/ui/section-header';
import { useGetAdminSettingsQuery } from '../api/get-admin-settings';
import { SettingsForm } from './settings-form';

export function SettingsSection() {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminSettingsQuery();

  let body;
  if (isLoading || (isFetching && isError))
    body = <Skeleton $h="18rem" role="status" aria-label="Loading settings" />;
  else if (isError || !data)
    body = (
      <Muted role="alert">
        {errorMessage(error, "We couldn't load the store settings.")}{' '}
        <Button $variant="link" onClick={() => void refetch()}>
          Try again
        </Button>
      </Muted>
    );
  else body = <SettingsForm settings={data} />;

  return (
    <section>
      <SectionHeader
        id="admin-settings-title"
        title="Settings"
        description="Membership prices and store-wide options."
      />
      {body}
    </section>
  );
}
