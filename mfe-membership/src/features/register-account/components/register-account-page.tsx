import { useState, type FormEvent } from 'react';
import { fieldErrors, registerAccountFormSchema, type MembershipPlan } from '@coffee/contracts';
import { useRegisterMutation, useSession, useToast } from '@coffee/platform';
import { Container, Spinner, Link, Navigate, useNavigate } from '@coffee/ui';
import { useDirectPlusBillingPeriod } from '../../../shared/membership';
import {
  clearSelectedMembership,
  readSelectedMembership,
} from '../../../shared/selected-membership';
import { registrationErrorDescription } from '../model/registration-error';
import { toRegisterBody, type AccountDetails } from '../model/to-register-body';
import { useDirectPlusSignUp } from '../model/use-direct-plus-sign-up';
import { AccountForm, EMPTY_ACCOUNT_FORM, type AccountFormValues } from './account-form';
import { CardStep } from './card-step';
import { DirectPlusPanel } from './direct-plus-panel';
import { PlanHeading } from './plan-heading';
import {
  FormCard,
  Layout,
  Notice,
  Redirecting,
  SignIn,
  StepLabel,
} from './register-account-layout';

type Step = 'details' | 'payment';

/** /register-account: create the account for the plan chosen on /membership. */
export function RegisterAccountPage() {
  const { isLoading, isSignedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const [plan] = useState<MembershipPlan | null>(readSelectedMembership);
  // The period picked with Direct+ on /membership (annual by default): what the card step charges.
  const [billingPeriod] = useDirectPlusBillingPeriod();
  const [values, setValues] = useState<AccountFormValues>(EMPTY_ACCOUNT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [details, setDetails] = useState<AccountDetails | null>(null);
  const [step, setStep] = useState<Step>('details');
  const [showPlanHint, setShowPlanHint] = useState(false);
  // Set before the register call: the session this page creates must not trigger the
  // "signed-in visitors go home" redirect while the page moves on by itself.
  const [creating, setCreating] = useState(false);
  const signUp = useDirectPlusSignUp(details, billingPeriod);

  if (isLoading) {
    return (
      <Container>
        <Redirecting>
          <Spinner $size={36} label="Checking your session" />
        </Redirecting>
      </Container>
    );
  }
  if (isSignedIn && !creating && !signUp.holding) return <Navigate to="/" replace />;

  const change = <K extends keyof AccountFormValues>(key: K, value: AccountFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) {
      const parsed = registerAccountFormSchema.safeParse(next);
      setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    }
  };

  const createAccount = async (account: AccountDetails, chosen: MembershipPlan) => {
    setCreating(true);
    try {
      await register(toRegisterBody(account, chosen)).unwrap();
    } catch (error) {
      setCreating(false);
      toast({
        title: 'Registration failed',
        description: registrationErrorDescription(error),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Account created!',
      description: 'Your account has been created successfully',
      variant: 'success',
    });
    clearSelectedMembership();
    navigate('/', { replace: true });
  };

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registering) return;
    // Spec: with no plan stored, submitting does nothing (no call); we say why.
    if (!plan) {
      setShowPlanHint(true);
      return;
    }
    setSubmitted(true);
    const parsed = registerAccountFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = Object.keys(EMPTY_ACCOUNT_FORM).find((key) => found[key]);
      if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    if (plan === 'directPlus') {
      setDetails(parsed.data);
      setStep('payment');
      return;
    }
    void createAccount(parsed.data, plan);
  };

  const withPanel = plan === 'directPlus';
  return (
    <Container>
      <Layout $withPanel={withPanel}>
        <FormCard>
          <PlanHeading plan={plan} />
          {plan === 'directPlus' ? (
            <StepLabel>
              {step === 'details' ? 'Step 1 of 2: Account details' : 'Step 2 of 2: Payment'}
            </StepLabel>
          ) : null}
          {step === 'details' ? (
            <AccountForm
              values={values}
              errors={errors}
              onChange={change}
              onSubmit={submitDetails}
              pending={registering}
              submitLabel={plan === 'directPlus' ? 'Continue to Payment' : 'Create Account'}
              notice={
                showPlanHint ? (
                  <Notice role="alert">
                    Please choose a membership plan before creating your account.{' '}
                    <Link to="/membership">Choose a plan</Link>
                  </Notice>
                ) : null
              }
            />
          ) : null}
          {step === 'payment' && details ? (
            <CardStep
              billingPeriod={billingPeriod}
              signUp={signUp}
              onBack={() => setStep('details')}
            />
          ) : null}
          {!signUp.holding ? (
            <SignIn>
              Already have an account? <Link to="/auth">Sign in</Link>
            </SignIn>
          ) : null}
        </FormCard>
        {withPanel ? <DirectPlusPanel /> : null}
      </Layout>
    </Container>
  );
}
