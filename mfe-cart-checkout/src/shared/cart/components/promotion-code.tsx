import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PROMOTION_MESSAGES, promotionLabelOf } from '@coffee/contracts';
import { serverVerdict } from '@coffee/platform';
import { Button, FieldError, Input, Label } from '@coffee/ui';
import {
  useApplyPromotionCodeMutation,
  useRemovePromotionCodeMutation,
} from '../api/cart-promotion-api';
import type { PromotionPricing } from '../model/cart-pricing';
import { formatDeduction } from '../../money';

const Wrap = styled.div`
  display: grid;
  gap: 0.4rem;
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;
  input {
    flex: 1;
    min-width: 0;
    text-transform: uppercase;
  }
`;

const Applied = styled.div<{ $problem: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  border: 1px dashed
    ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0.45rem 0.6rem;
  font-size: 0.9rem;
  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
`;

const Offer = styled.p`
  margin: 0;
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

export interface PromotionCodeProps {
  /** The cart's promotion for the shipping method in view (cart-pricing's promotionPricing). */
  promotion: PromotionPricing;
  /** The first answer of GET /api/cart/promotion has not come yet. */
  isLoading?: boolean;
  /**
   * Behind a "Have a promo code?" button until asked for (the cart drawer, where a phone has
   * little room below the lines); open from the start otherwise (the checkout).
   */
  collapsible?: boolean;
}

/**
 * The promo code of the cart and the checkout: a field to apply one (refused in the contract's
 * words), the code kept with what it takes off or why it takes nothing, and an automatic offer
 * the cart gets without a code.
 */
export function PromotionCode({
  promotion,
  isLoading = false,
  collapsible = false,
}: PromotionCodeProps) {
  const id = useId();
  const [open, setOpen] = useState(!collapsible);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [apply, applying] = useApplyPromotionCodeMutation();
  const [remove, removing] = useRemovePromotionCodeMutation();
  const { chosen, code: kept, problem } = promotion;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(PROMOTION_MESSAGES.required);
      return;
    }
    try {
      await apply(typed).unwrap();
      setCode('');
      setError(null);
    } catch (err) {
      // The service's own words ("Invalid code", "Already used"), without the status code.
      setError(serverVerdict(err).text);
    }
  };

  const savings =
    chosen && chosen.discount.discountCents > 0
      ? formatDeduction(chosen.discount.discountCents)
      : chosen?.discount.freeShipping
        ? 'Free standard shipping'
        : null;

  if (kept) {
    const applies = chosen?.offer.code === kept;
    return (
      <Wrap>
        <Applied $problem={Boolean(problem)} data-testid="promotion-applied">
          <p>
            Code <strong>{kept}</strong>
            {applies && savings ? ` applied: ${savings}` : problem ? '' : ' applied'}
          </p>
          <Button
            type="button"
            $variant="link"
            $size="sm"
            disabled={removing.isLoading}
            onClick={() => void remove()}
            aria-label={`Remove code ${kept}`}
          >
            Remove
          </Button>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
        </Applied>
        {!applies && chosen ? (
          <Offer>
            {promotionLabelOf(chosen.offer)}: {savings}
          </Offer>
        ) : null}
      </Wrap>
    );
  }

  return (
    <Wrap>
      {chosen && savings ? (
        <Offer data-testid="promotion-automatic">
          {chosen.offer.name}: {savings}
        </Offer>
      ) : null}
      {!open ? (
        <Button
          type="button"
          $variant="link"
          $size="sm"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          Have a promo code?
        </Button>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Label htmlFor={id}>Promo code</Label>
          <Row>
            <Input
              id={id}
              name="code"
              value={code}
              autoComplete="off"
              // Opened by the shopper's click: the field they asked for takes the focus.
              autoFocus={collapsible}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={isLoading}
              onChange={(event) => {
                setCode(event.target.value);
                if (error) setError(null);
              }}
            />
            <Button type="submit" $variant="outline" disabled={applying.isLoading || isLoading}>
              {applying.isLoading ? 'Applying…' : 'Apply'}
            </Button>
          </Row>
          {error ? (
            <FieldError id={`${id}-error`} role="alert">
              {error}
            </FieldError>
          ) : null}
        </form>
      )}
    </Wrap>
  );
}
