import { exposePages } from '@coffee/platform';
import { VerifyEmailPage } from '../features/email-verification';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '../features/newsletter';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/password-reset';
import { SignInPage } from '../features/sign-in';
import { AccountPage } from './account-page';

/** What the shell's route table may render from this remote (`account/pages`). */
export default exposePages('account', __RELEASE__, {
  SignInPage,
  AccountPage,
  NewsletterUnsubscribePage,
  NewsletterConfirmPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  VerifyEmailPage,
});
