import { loadServiceConfig, type Env } from '@coffee/service-defaults';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadStaffConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'staff',
    defaultPort: 4005,
    defaultDbName: 'coffee_staff',
    env,
  });
}
export type StaffConfig = ReturnType<typeof loadStaffConfig>;
