import { errorMessage } from '@coffee/platform';
import { Skeleton } from '@coffee/ui';
import { LoadError } from '../../../shared/ui/load-error';
import { PortalSection } from '../../../shared/ui/portal-section';
import { useGetAdminSettingsQuery } from '../api/get-admin-settings';
import { SettingsForm } from './settings-form';

export function SettingsSection() {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetAdminSettingsQuery();

  let body;
  if (isLoading || (isFetching && isError))
    body = <Skeleton $h="18rem" role="status" aria-label="Loading settings" />;
  else if (isError || !data)
    body = (
      <LoadError onRetry={() => void refetch()}>
        {errorMessage(error, "We couldn't load the store settings.")}
      </LoadError>
    );
  else body = <SettingsForm settings={data} />;

  return (
    <PortalSection title="Settings" description="Membership prices and store-wide options.">
      {body}
    </PortalSection>
  );
}
