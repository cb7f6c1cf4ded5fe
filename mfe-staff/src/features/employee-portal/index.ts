export { EmployeePortalPage } from './components/employee-portal-page';
