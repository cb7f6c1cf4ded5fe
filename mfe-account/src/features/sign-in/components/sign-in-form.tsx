import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrors, loginSchema, type LoginInput } from '@coffee/contracts';
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

/** Username, password and 'Keep me signed in', validated with the shared login schema. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<Values>({ username: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const toast = useToast();
  // The page is rendered on the server: a shopper on a slow phone may type before its scripts
  // have run. Until then Sign In is disabled and says so (a press of Enter does nothing either:
  // the browser submits no form whose submit button is disabled, so no password ever goes out in
  // an address); once hydrated, what was typed is taken into the form's state, not wiped.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    const typed = {
      username: field('username')?.value ?? '',
      password: field('password')?.value ?? '',
      rememberMe: field('rememberMe')?.checked ?? false,
    };
    if (typed.username || typed.password || typed.rememberMe) setValues(typed);
  }, []);

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, messages follow the fields as they are corrected.
    if (submitted) {
      const parsed = loginSchema.safeParse(next);
      setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    const parsed = loginSchema.safeParse(values);
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
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Field label="Username" error={errors.username}>
        {(ids) => (
          <Input
            {...ids}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            $invalid={Boolean(errors.username)}
            value={values.username}
            onChange={(e) => update('username', e.target.value)}
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
            value={values.password}
            onChange={(e) => update('password', e.target.value)}
          />
        )}
      </Field>
      <Row>
        <CheckboxRow>
          <input
            type="checkbox"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(e) => update('rememberMe', e.target.checked)}
          />
          Keep me signed in
        </CheckboxRow>
        <ForgotLink to="/help-center#account">Forgot Password?</ForgotLink>
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
