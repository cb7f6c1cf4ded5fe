import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';

const { AdminPortalPage, EmployeePortalPage } = pages.pages;

/**
 * This remote on its own (`npm run dev -w mfe-staff`): its pages at the shell's paths. The role
 * guards are the shell's: sign in as an admin or employee through the gateway first.
 */
export const standalone: StandaloneOptions = {
  remote: 'staff',
  routes: [
    { path: '/admin-portal', element: <AdminPortalPage />, label: 'Admin portal' },
    { path: '/employee-portal', element: <EmployeePortalPage />, label: 'Employee portal' },
  ],
};
