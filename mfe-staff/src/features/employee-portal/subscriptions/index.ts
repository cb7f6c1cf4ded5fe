export { SubscriptionsSection } from './subscriptions-section';
