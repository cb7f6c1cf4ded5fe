export { HelpCenterPage } from './help-center-page';
