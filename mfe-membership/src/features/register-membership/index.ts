export { RegisterMembershipPage } from './components/register-membership-page';
