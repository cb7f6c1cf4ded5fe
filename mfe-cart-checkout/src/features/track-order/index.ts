export { TrackOrderPage } from './components/track-order-page';
