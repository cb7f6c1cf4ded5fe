export { SubscribeBox } from './components/subscribe-box';
