import { Skeleton } from '@coffee/ui';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { useGetAdminSettingsQuery } from '../api/get-admin-settings';
import { SettingsForm } from './settings-form';

export function SettingsSection() {
  const query = useGetAdminSettingsQuery();
  const { data, isError } = query;

  let body;
  if (isFirstLoad(query))
    body = <Skeleton $h="18rem" role="status" aria-label="Loading settings" />;
  else if (isError || !data)
    body = <ListFailed title="We couldn't load the store settings" query={query} />;
  else body = <SettingsForm settings={data} />;

  return (
    <PortalSection title="Settings" description="Membership prices and store-wide options.">
      {body}
    </PortalSection>
  );
}
