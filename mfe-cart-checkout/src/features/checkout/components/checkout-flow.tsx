import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  defaultShippingMethod,
  placeOrderSchema,
  shippingMethodsFor,
  type PaymentMethod,
  type PlaceOrderInput,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';
import type { OfflineCard } from '@coffee/platform/payments';
import { Spinner } from '@coffee/ui';
import { cartTotals, useCartPromotion, type CartState } from '../../../shared/cart';
import { PageHeading, PageLoading, PageShell } from '../../../shared/ui/page';
import { useGetOrderPaymentConfigQuery } from '../api/get-payment-config';
import { orderBlocker, promotionBlocker } from '../model/blocker';
import type { CheckoutPayment, PlacingPhase, StripeCardPayer } from '../model/card-payment';
import { addressFromUser, type AddressDraft, type AddressField } from '../../../shared/address';
import { PREVIOUS_STEP, type CheckoutStep } from '../model/steps';
import { OrderSummary } from './order-summary';
import { PaymentStep, type CardForm } from './payment-step';
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

// Stripe.js and its elements, only for a shop whose orders Stripe takes.
const StripeCardElements = lazy(() => import('./stripe-card-elements'));
const StripePaymentElement = lazy(() =>
  import('./stripe-card-elements').then((m) => ({ default: m.StripePaymentElement })),
);

const TITLES: Record<CheckoutStep, string> = {
  shipping: 'Shipping Information',
  payment: 'Payment',
  review: 'Review Your Order',
};

export interface CheckoutFlowProps {
  cart: CartState;
  /** What 'Place Order' is doing: placing the order, then paying it, or nothing. */
  placing: PlacingPhase;
  /** Places the order, then pays it; 'card-problem' when Stripe refused the card before placing. */
  onPlaceOrder: (order: PlaceOrderInput, payment: CheckoutPayment) => Promise<unknown>;
  /** Under the Place Order button: why the service refused the order, with a way on. */
  refusal?: ReactNode;
}

/** The three steps and the summary beside them; rendered once the cart has items. */
export function CheckoutFlow({ cart, placing, onPlaceOrder, refusal }: CheckoutFlowProps) {
  const { isDirectPlus, lines, pricing } = cart;
  const [step, setStep] = useState<CheckoutStep>('shipping');
  const [draft, setDraft] = useState<AddressDraft>(() => addressFromUser(cart.user));
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [chosenShipping, setChosenShipping] = useState<ShippingMethod>(() =>
    defaultShippingMethod(isDirectPlus),
  );
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('credit-card');
  // The card given at the Payment step: the offline card as typed, or Stripe's elements.
  const [offlineCard, setOfflineCard] = useState<OfflineCard | null>(null);
  const [stripePayer, setStripePayer] = useState<StripeCardPayer | null>(null);
  const onStripePayer = useCallback(
    (payer: StripeCardPayer | null) => setStripePayer(() => payer),
    [],
  );
  const config = useGetOrderPaymentConfigQuery();
  const panel = useRef<HTMLElement>(null);
  const steps = useRef<HTMLDivElement>(null);
  const focusedStep = useRef(step);

  // Free shipping is for members only: if membership ends mid-checkout, fall back to the default.
  const shippingMethod = shippingMethodsFor(isDirectPlus).includes(chosenShipping)
    ? chosenShipping
    : defaultShippingMethod(isDirectPlus);
  // What the service will charge: memberSubtotal at this shopper's membership, then orderTotals.
  // Then the promotion (the kept code, else the best automatic offer), then tax.
  const promotion = useCartPromotion(pricing, shippingMethod);
  const totals = cartTotals(pricing, shippingMethod, promotion);
  const { provider, publishableKey, currency } = config.data ?? {};
  const stripe =
    provider === 'stripe' && publishableKey && currency ? { publishableKey, currency } : null;

  // A new step is announced by moving focus to it, and shown from its top (the tabs).
  // Compared with the last step focused, not "first run": StrictMode runs effects twice.
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    panel.current?.focus({ preventScroll: true });
    steps.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const back = () => setStep((s) => PREVIOUS_STEP[s] ?? s);

  const paymentOf = (): CheckoutPayment | null => {
    if (paymentMethod === 'paypal') return { kind: 'paypal' };
    if (stripe) return stripePayer ? { kind: 'stripe-card', payer: stripePayer } : null;
    return offlineCard ? { kind: 'offline-card', card: offlineCard } : null;
  };

  const placeOrder = async () => {
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
    const payment = paymentOf();
    // No card yet (never in practice: Continue to Review asks for it): the Payment step asks.
    if (!payment) {
      setStep('payment');
      return;
    }
    if ((await onPlaceOrder(order.data, payment)) === 'card-problem') setStep('payment');
  };

  let cardForm: CardForm;
  if (config.isError && !config.isFetching) {
    cardForm = { status: 'error', retry: () => void config.refetch() };
  } else if (!config.data) {
    cardForm = { status: 'loading' };
  } else if (stripe) {
    cardForm = {
      status: 'stripe',
      element: (
        <Suspense fallback={<Spinner $size={24} label="Loading the payment form" />}>
          <StripePaymentElement />
        </Suspense>
      ),
      payer: stripePayer,
    };
  } else {
    cardForm = { status: 'offline' };
  }

  // Payment and review need a checked address; without one (never in practice) shipping shows.
  const shown: CheckoutStep = address ? step : 'shipping';
  const content = (
    <>
      {shown === 'shipping' ? (
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
      ) : null}
      {/* Once reached, the Payment step stays mounted (hidden): the card given stays given, and
          Stripe's Payment Element stays mounted for the confirmation after 'Place Order'. */}
      {address ? (
        <PaymentStep
          hidden={shown !== 'payment'}
          method={paymentMethod}
          onMethodChange={setPaymentMethod}
          cardForm={cardForm}
          onCardGiven={setOfflineCard}
          onBack={back}
          onContinue={() => setStep('review')}
        />
      ) : null}
      {shown === 'review' && address ? (
        <ReviewStep
          address={address}
          shippingMethod={shippingMethod}
          paymentMethod={paymentMethod}
          card={paymentMethod === 'credit-card' && !stripe ? offlineCard : null}
          lines={lines}
          pricing={pricing}
          totalCents={totals.totalCents}
          blocker={orderBlocker(lines) ?? promotionBlocker(promotion)}
          placing={placing}
          refusal={refusal}
          onEdit={setStep}
          onBack={back}
          onPlaceOrder={() => void placeOrder()}
        />
      ) : null}
    </>
  );

  const flow = (
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
        <OrderSummary lines={lines} pricing={pricing} totals={totals} promotion={promotion} />
      </Layout>
    </PageShell>
  );

  // The provider decides the tree (Stripe's elements around the steps, or not): known before the
  // steps show, so typing in them is never interrupted by a remount when it arrives.
  if (config.isLoading) return <PageLoading label="Loading your checkout" />;
  if (!stripe) return flow;
  // Stripe's elements around every step, so the Payment Element filled in at the Payment step is
  // the one 'Place Order' confirms.
  return (
    <Suspense fallback={<PageLoading label="Loading your checkout" />}>
      <StripeCardElements
        publishableKey={stripe.publishableKey}
        amountCents={totals.totalCents}
        currency={stripe.currency}
        onPayer={onStripePayer}
      >
        {flow}
      </StripeCardElements>
    </Suspense>
  );
}
