export { RegisterAccountPage } from './components/register-account-page';
