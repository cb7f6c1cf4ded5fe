export { MembershipPage } from './components/membership-page';
