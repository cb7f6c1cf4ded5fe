export { SupportTab } from './components/support-tab';
