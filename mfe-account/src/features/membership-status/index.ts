export { MembershipTab } from './components/membership-tab';
