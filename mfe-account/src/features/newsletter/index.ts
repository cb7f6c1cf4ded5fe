export { NewsletterSignup } from './components/newsletter-signup';
export { NewsletterUnsubscribePage } from './components/newsletter-unsubscribe-page';
