import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES } from '@coffee/topology';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadStaffConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'staff',
    defaultPort: SERVICES.staff.port,
    defaultDbName: SERVICES.staff.database,
    env,
  });
}
export type StaffConfig = ReturnType<typeof loadStaffConfig>;
