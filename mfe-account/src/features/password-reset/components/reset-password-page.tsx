import { useState, type FormEvent } from 'react';
import {
  FORGOT_PASSWORD_PATH,
  RESET_LINK_INVALID_MESSAGE,
  fieldErrors,
  resetPasswordFormSchema,
} from '@coffee/contracts';
import { serverVerdict, useHydrated, useLogoutMutation, useSession } from '@coffee/platform';
import {
  Button,
  ButtonLink,
  Field,
  Input,
  Link,
  PageMessage,
  PageShell,
  Spinner,
  useNavigate,
  useSearchParams,
} from '@coffee/ui';
import { useConfirmPasswordResetMutation } from '../api/password-reset-api';
import { AuthCard, FormFooter, Notice } from './auth-card';

const FIELDS = [
  { key: 'password', label: 'New password', hint: 'At least 8 characters' },
  { key: 'confirmPassword', label: 'Confirm new password', hint: undefined },
] as const;

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { password: text('password'), confirmPassword: text('confirmPassword') };
}

/** A link that is used, expired, replaced or made up: say so and offer a new one. */
function LinkInvalid() {
  return (
    <PageShell>
      <PageMessage
        title="This link no longer works"
        role="alert"
        actions={
          <>
            <ButtonLink to={FORGOT_PASSWORD_PATH}>Get a new link</ButtonLink>
            <ButtonLink to="/auth" $variant="outline">
              Back to sign in
            </ButtonLink>
          </>
        }
      >
        {RESET_LINK_INVALID_MESSAGE}
      </PageMessage>
    </PageShell>
  );
}

/**
 * /reset-password?token=...: the new password, by registration's rules. Every session of the
 * account ends, this browser's too; then the sign-in page says it worked.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [confirm, { isLoading }] = useConfirmPasswordResetMutation();
  const [logout] = useLogoutMutation();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  if (!token || invalid) return <LinkInvalid />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    const parsed = resetPasswordFormSchema.safeParse(readForm(form));
    setFailure(undefined);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = FIELDS.find((f) => found[f.key]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first.key}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      await confirm({ token, password: parsed.data.password }).unwrap();
    } catch (err) {
      const verdict = serverVerdict(err);
      if (verdict.serverMessage === RESET_LINK_INVALID_MESSAGE) setInvalid(true);
      else if (verdict.fields.password) setErrors({ password: verdict.fields.password });
      else setFailure(verdict.text);
      return;
    }
    // This browser's session was revoked with the others: drop its cookie and cached user.
    if (isSignedIn) await logout().catch(() => undefined);
    navigate('/auth?reset=done', { replace: true });
  };

  return (
    <AuthCard
      title="Choose a new password"
      intro="Your new password signs you in from now on, and every device signed in to your account is signed out."
    >
      {failure ? (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        {FIELDS.map((field) => (
          <Field key={field.key} label={field.label} error={errors[field.key]} hint={field.hint}>
            {(ids) => (
              <Input
                {...ids}
                name={field.key}
                type="password"
                autoComplete="new-password"
                $invalid={Boolean(errors[field.key])}
              />
            )}
          </Field>
        ))}
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
              <Spinner $size={18} label="Saving" /> Saving…
            </>
          ) : (
            'Set new password'
          )}
        </Button>
      </form>
      <FormFooter>
        Link not working? <Link to={FORGOT_PASSWORD_PATH}>Get a new one</Link>
      </FormFooter>
    </AuthCard>
  );
}
