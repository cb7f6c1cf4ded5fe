import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORGOT_PASSWORD_PATH, fieldErrors, loginSchema, type LoginInput } from '@coffee/contracts';
import { useHydrated, useLoginMutation, useToast } from '@coffee/platform';
import { Button, CheckboxRow, Field, Input, Spinner, Link, spreadRow } from '@coffee/ui';
import { loginErrorDescription } from '../model/login-error';

type Values = Required<LoginInput>;

const Row = styled.div`
  ${spreadRow()}
  gap: 0.75rem;
  margin: 0.25rem 0 1.5rem;
`;

// Text in the primary colour: the accent tone is below AA contrast for small text on white.
const ForgotLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: 0.9rem;
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.accent};
  text-underline-offset: 3px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/**
 * What the form holds, read from its fields. They are uncontrolled on purpose: the page is rendered
 * on the server, and a shopper on a slow phone may type before its scripts have run. A controlled
 * field would be set back to its state ('') by the first render after hydration; these keep what
 * was typed, whenever it was typed.
 */
function readForm(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    username: text('username'),
    password: text('password'),
    rememberMe: data.get('rememberMe') !== null,
  };
}

/** Username, password and 'Keep me signed in', validated with the shared login schema. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  // Until the page's scripts have run, Sign In is disabled and says so: a press of Enter does
  // nothing either (the browser submits no form whose submit button is disabled), so no password
  // ever goes out in an address.
  const hydrated = useHydrated();

  // After a first attempt, messages follow the fields as they are corrected.
  const onFieldChange = (event: ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    if (!submitted || !form) return;
    const parsed = loginSchema.safeParse(readForm(form));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    const parsed = loginSchema.safeParse(readForm(event.currentTarget));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = (['username', 'password'] as const).find((k) => found[k]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const user = await login(parsed.data).unwrap();
      toast({
        title: 'Welcome back!',
        description: `Signed in as ${user.username}`,
        variant: 'success',
      });
      onSignedIn();
    } catch (error) {
      toast({
        title: 'Login failed',
        description: loginErrorDescription(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Field label="Username" error={errors.username}>
        {(ids) => (
          <Input
            {...ids}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            $invalid={Boolean(errors.username)}
            onChange={onFieldChange}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password}>
        {(ids) => (
          <Input
            {...ids}
            name="password"
            type="password"
            autoComplete="current-password"
            $invalid={Boolean(errors.password)}
            onChange={onFieldChange}
          />
        )}
      </Field>
      <Row>
        <CheckboxRow>
          <input type="checkbox" name="rememberMe" onChange={onFieldChange} />
          Keep me signed in
        </CheckboxRow>
        <ForgotLink to={FORGOT_PASSWORD_PATH}>Forgot Password?</ForgotLink>
      </Row>
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
            <Spinner $size={18} label="Signing in" /> Signing in…
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
