export { ProfileTab } from './components/profile-tab';
