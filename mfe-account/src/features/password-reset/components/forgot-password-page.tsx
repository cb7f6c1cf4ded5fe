import { useState, type FormEvent } from 'react';
import { fieldErrors, passwordResetRequestSchema } from '@coffee/contracts';
import { serverVerdict, useHydrated } from '@coffee/platform';
import { Button, Field, Input, Link, Spinner } from '@coffee/ui';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';
import { AuthCard, FormFooter, Notice } from './auth-card';

const emailOf = (form: HTMLFormElement) => {
  const value = new FormData(form).get('email');
  return typeof value === 'string' ? value : '';
};

/**
 * /forgot-password: the account's email, and always the same answer, whether an account has it or
 * not. The field is uncontrolled (the page is rendered on the server: what is typed before the
 * scripts run stays), and the button waits for them.
 */
export function ForgotPasswordPage() {
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const hydrated = useHydrated();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [answer, setAnswer] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    const parsed = passwordResetRequestSchema.safeParse({ email: emailOf(form) });
    setFailure(undefined);
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).email);
      form.querySelector<HTMLInputElement>('[name="email"]')?.focus();
      return;
    }
    setError(undefined);
    try {
      setAnswer((await request(parsed.data).unwrap()).message);
    } catch (err) {
      const verdict = serverVerdict(err);
      if (verdict.fields.email) setError(verdict.fields.email);
      else setFailure(verdict.text);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <div role="status">{answer ? <Notice $tone="success">{answer}</Notice> : null}</div>
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Reset password">
        <Field label="Email" error={error}>
          {(ids) => (
            <Input
              {...ids}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              $invalid={Boolean(error)}
            />
          )}
        </Field>
        <Button
          type="submit"
          $size="lg"
          $block
          disabled={isLoading || !hydrated}
          aria-busy={isLoading || !hydrated}
        >
          {!hydrated ? (
            'Loading…'
          ) : isLoading ? (
            <>
              <Spinner $size={18} label="Sending" /> Sending…
            </>
          ) : answer ? (
            'Send the link again'
          ) : (
            'Send reset link'
          )}
        </Button>
      </form>
      <FormFooter>
        Remembered it? <Link to="/auth">Back to sign in</Link>
      </FormFooter>
    </AuthCard>
  );
}
