export { NewsletterSignup } from './components/newsletter-signup';
export { NewsletterUnsubscribePage } from './components/newsletter-unsubscribe-page';
export { NewsletterConfirmPage } from './components/newsletter-confirm-page';
