import { exposePages } from '@coffee/platform';
import { AdminPortalPage } from '../features/admin-portal';
import { EmployeePortalPage } from '../features/employee-portal';

/** What the shell's route table may render from this remote (`staff/pages`); the shell applies the role guards. */
export default exposePages('staff', __RELEASE__, { AdminPortalPage, EmployeePortalPage });
