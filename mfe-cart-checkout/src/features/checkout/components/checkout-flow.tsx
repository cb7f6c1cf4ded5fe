import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  defaultShippingMethod,
  orderTotals,
  placeOrderSchema,
  shippingMethodsFor,
  type PaymentMethod,
  type PlaceOrderInput,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';
import type { CartState } from '../../../shared/cart';
import { PageHeading, PageShell } from '../../../shared/ui/page';
import { orderBlocker } from '../model/blocker';
import { addressFromUser, type AddressDraft, type AddressField } from '../model/shipping-form';
import { PREVIOUS_STEP, type CheckoutStep } from '../model/steps';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { StepCard } from './step-card';
import { panelId, StepTabs, tabId } from './step-tabs';

// One column on phones (the summary after the steps), form and sticky summary side by side from lg.
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 23rem;
    gap: 2rem;
  }
  > * {
    min-width: 0;
  }
`;

const Steps = styled.div`
  /* Where a new step scrolls to: clear of the shop's sticky header on wide screens. */
  scroll-margin-top: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    scroll-margin-top: 8rem;
  }
`;

const TITLES: Record<CheckoutStep, string> = {
  shipping: 'Shipping Information',
  payment: 'Payment',
  review: 'Review Your Order',
};

export interface CheckoutFlowProps {
  cart: CartState;
  isPlacing: boolean;
  onPlaceOrder: (order: PlaceOrderInput) => void;
}

/** The three steps and the summary beside them; rendered once the cart has items. */
export function CheckoutFlow({ cart, isPlacing, onPlaceOrder }: CheckoutFlowProps) {
  const { isDirectPlus, lines } = cart;
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [draft, setDraft] = useState<AddressDraft>(() => addressFromUser(cart.user));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [chosenShipping, setChosenShipping] = useState<ShippingMethod>(() =>
    defaultShippingMethod(isDirectPlus),
  );
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('credit-card');
  const panel = useRef<HTMLElement>(null);
  const steps = useRef<HTMLDivElement>(null);
  const focusedStep = useRef(step);

  // Free shipping is for members only: if membership ends mid-checkout, fall back to the default.
  const shippingMethod = shippingMethodsFor(isDirectPlus).includes(chosenShipping)
    ? chosenShipping
    : defaultShippingMethod(isDirectPlus);
  const totals = orderTotals(cart.subtotalCents, shippingMethod);

  // A new step is announced by moving focus to it, and shown from its top (the tabs).
  // Compared with the last step focused, not "first run": StrictMode runs effects twice.
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    panel.current?.focus({ preventScroll: true });
    steps.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const back = () => setStep((s) => PREVIOUS_STEP[s] ?? s);

  const placeOrder = () => {
    const order = placeOrderSchema.safeParse({
      shippingAddress: address,
      shippingMethod,
      paymentMethod,
    });
    // Only reachable if the address was lost: go and ask for it again.
    if (!order.success) {
      setStep('shipping');
      return;
    }
    onPlaceOrder(order.data);
  };

  // Payment and review need a checked address; without one (never in practice) shipping shows.
  const shown: CheckoutStep = address ? step : 'shipping';
  let content;
  if (shown === 'payment' && address) {
    content = (
      <PaymentStep
        method={paymentMethod}
        onMethodChange={setPaymentMethod}
        onBack={back}
        onContinue={() => setStep('review')}
      />
    );
  } else if (shown === 'review' && address) {
    content = (
      <ReviewStep
        address={address}
        shippingMethod={shippingMethod}
        paymentMethod={paymentMethod}
        lines={lines}
        totalCents={totals.totalCents}
        blocker={orderBlocker(lines)}
        isPlacing={isPlacing}
        onEdit={setStep}
        onBack={back}
        onPlaceOrder={placeOrder}
      />
    );
  } else {
    content = (
      <ShippingStep
        draft={draft}
        errors={errors}
        onFieldChange={(field, value) => {
          setDraft((d) => ({ ...d, [field]: value }));
          if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
        }}
        onErrors={setErrors}
        method={shippingMethod}
        onMethodChange={setChosenShipping}
        isDirectPlus={isDirectPlus}
        onContinue={(valid) => {
          setAddress(valid);
          setStep('payment');
        }}
      />
    );
  }

  return (
    <PageShell>
      <PageHeading>Checkout</PageHeading>
      <Layout>
        <Steps ref={steps}>
          <StepTabs current={shown} onSelect={setStep} />
          <StepCard
            ref={panel}
            role="tabpanel"
            id={panelId(shown)}
            aria-labelledby={tabId(shown)}
            tabIndex={-1}
          >
            <h2>{TITLES[shown]}</h2>
            {content}
          </StepCard>
        </Steps>
        <OrderSummary lines={lines} totals={totals} />
      </Layout>
    </PageShell>
  );
}
