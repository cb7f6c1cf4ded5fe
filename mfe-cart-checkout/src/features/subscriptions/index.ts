export { Subscriptions } from './components/subscriptions-list';
