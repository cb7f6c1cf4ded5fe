/** What the shell's route table may render from this remote (`staff/pages`); the shell applies the role guards. */
export { AdminPortalPage } from '../features/admin-portal';
export { EmployeePortalPage } from '../features/employee-portal';
