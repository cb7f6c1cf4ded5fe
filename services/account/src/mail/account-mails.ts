import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from '@coffee/contracts';
import { verificationMail, type VerificationKind } from './email-verification/verification-mail';
import { newDeviceSignInMail, type NewDeviceSignIn } from './new-device/new-device-sign-in-mail';
import { passwordChangedMail } from './password-reset/password-changed-mail';
import { passwordResetMail } from './password-reset/password-reset-mail';
import { shopLink, type Recipient } from './recipient';

type Account = Recipient & { email: string };

/** The account's mails, with their links on the shop's public origin. */
export function createAccountMails(publicUrl: string) {
  return {
    passwordReset: (user: Account, token: string, tokenId: string) =>
      passwordResetMail(
        publicUrl,
        user,
        shopLink(publicUrl, RESET_PASSWORD_PATH, { token }),
        tokenId,
      ),
    passwordChanged: (user: Account, how: 'reset' | 'settings', eventId: string) =>
      passwordChangedMail(publicUrl, user, how, eventId),
    newDeviceSignIn: (user: Account, signIn: NewDeviceSignIn, eventId: string) =>
      newDeviceSignInMail(publicUrl, user, signIn, eventId),
    verification: (
      user: Recipient,
      to: string,
      token: string,
      kind: VerificationKind,
      tokenId: string,
    ) =>
      verificationMail(
        publicUrl,
        user,
        to,
        shopLink(publicUrl, VERIFY_EMAIL_PATH, { token }),
        kind,
        tokenId,
      ),
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
