export { AccountLayout } from './components/account-layout';
export { ACCOUNT_TABS, tabFromSearch, type AccountTabId } from './model/account-tabs';
