export { CookiePreferencesPage } from './cookie-preferences-page';
