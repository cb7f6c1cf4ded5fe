import type { StandaloneOptions } from '@coffee/platform/standalone';
import pages from './pages';
import paymentMethods from './payment-methods';
import planComparison from './plan-comparison';

const {
  MembershipPage,
  RegisterAccountPage,
  DirectPlusPage,
  RegisterMembershipPage,
  DirectPlusPaymentPage,
  DirectPlusBenefitsPage,
  DirectPlusConfirmationPage,
} = pages.pages;
const PlanComparison = planComparison.component;
const PaymentMethods = paymentMethods.component;

/** This remote on its own (`npm run dev -w mfe-membership`): its pages at the shell's paths. */
export const standalone: StandaloneOptions = {
  remote: 'membership',
  routes: [
    { path: '/membership', element: <MembershipPage />, label: 'Choose a membership' },
    { path: '/register-account', element: <RegisterAccountPage />, label: 'Create an account' },
    { path: '/direct-plus', element: <DirectPlusPage />, label: 'About Direct+' },
    {
      path: '/register-membership',
      element: <RegisterMembershipPage />,
      label: 'Register an in-store membership',
    },
    {
      path: '/direct-plus-payment',
      element: <DirectPlusPaymentPage />,
      label: 'Pay for Direct+ (signed in)',
    },
    {
      path: '/direct-plus-benefits',
      element: <DirectPlusBenefitsPage />,
      label: 'Your Direct+ benefits (members)',
    },
    {
      path: '/payment-confirmation/direct-plus',
      element: <DirectPlusConfirmationPage />,
      label: 'Direct+ payment confirmation (signed in)',
    },
    // Not a shop route: the widget alone, as the catalog's home page shows it.
    {
      path: '/plan-comparison',
      element: <PlanComparison />,
      label: 'The plan comparison widget (shown on the home page)',
    },
    {
      path: '/payment-methods',
      element: <PaymentMethods />,
      label: 'The saved cards widget (the account page’s Payment Methods tab, signed in)',
    },
  ],
};
