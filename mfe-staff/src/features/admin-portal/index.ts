export { AdminPortalPage } from './components/admin-portal-page';
