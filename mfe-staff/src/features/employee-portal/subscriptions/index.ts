export { SubscriptionsTab } from './subscriptions-tab';
