import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';
import newsletterSignup from './newsletter-signup';

const {
  SignInPage,
  AccountPage,
  NewsletterUnsubscribePage,
  NewsletterConfirmPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyEmailPage,
} = pages.pages;
const NewsletterSignup = newsletterSignup.component;

/** This remote on its own (`npm run dev -w mfe-account`): its pages at the paths the shell gives them. */
export const standalone: StandaloneOptions = {
  remote: 'account',
  routes: [
    { path: '/auth', element: <SignInPage />, label: 'Sign in' },
    { path: '/account-page', element: <AccountPage />, label: 'My account' },
    {
      path: '/newsletter/unsubscribe',
      element: <NewsletterUnsubscribePage />,
      label: 'Newsletter unsubscribe',
    },
    {
      path: '/newsletter/confirm',
      element: <NewsletterConfirmPage />,
      label: 'Newsletter confirm',
    },
    { path: '/forgot-password', element: <ForgotPasswordPage />, label: 'Forgot password' },
    { path: '/reset-password', element: <ResetPasswordPage />, label: 'Reset password' },
    { path: '/verify-email', element: <VerifyEmailPage />, label: 'Verify email' },
    // The widget the catalog's home page mounts, on a page of its own.
    { path: '/newsletter', element: <NewsletterSignup />, label: 'Newsletter sign-up widget' },
  ],
};
