export { MyReviews } from './components/my-reviews';
