import { useState } from 'react';
import styled from 'styled-components';
import { useAddToCart, useHydrated } from '@coffee/platform';
import { Button } from '@coffee/ui';
import { UntilHydrated } from '../../../shared/ui/until-hydrated';
import { useSaleState } from '../../../shared/products/model/use-sale-window';
import { QuantityStepper } from './quantity-stepper';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: stretch;
  > button {
    flex: 1 1 12rem;
  }
`;

const Notes = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 0.5rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  li::before {
    content: '✓';
    display: inline-grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    font-size: 0.75rem;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** When the product comes, or that a member buys it early: above the button, in words. */
const SaleNote = styled.p<{ $member: boolean }>`
  margin: 0 0 0.75rem;
  padding: 0.65rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  background: ${({ theme, $member }) => ($member ? theme.colors.accentSoft : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
`;

export const PURCHASE_NOTES = [
  '30-day money-back guarantee',
  'Free shipping on orders over $50',
  'Easy returns within 30 days',
];

/**
 * Quantity, Add to Cart and the shop's promises. Add to Cart is busy and disabled from the click
 * until the add is done (the wait for the session included), and disabled when out of stock.
 */
export function PurchasePanel({
  productId,
  inStock,
  variantId,
  releaseAt = null,
}: {
  productId: string;
  inStock: boolean;
  /** The bag size and grind chosen; absent adds the product's default variant. */
  variantId?: string;
  /** The public release (early access): until then only Direct+ members, or nobody, may buy. */
  releaseAt?: string | null;
}) {
  const [quantity, setQuantity] = useState(1);
  const sale = useSaleState({ releaseAt });
  const buyable = inStock && sale.canBuy;
  const { addToCart, isAdding } = useAddToCart();
  // Disabled until the page is hydrated: on a server-rendered page a tap before the scripts have
  // run would do nothing at all (and a test's click waits for it to be enabled, as a shopper sees).
  // It says "Loading…" meanwhile, busy, as does the quantity beside it.
  const hydrated = useHydrated();
  return (
    <div>
      {sale.note ? (
        <SaleNote role="status" $member={sale.canBuy}>
          {sale.note}
        </SaleNote>
      ) : null}
      <Row>
        {buyable ? <QuantityStepper value={quantity} onChange={setQuantity} /> : null}
        <Button
          $size="lg"
          disabled={!buyable || isAdding || !hydrated}
          aria-busy={isAdding || (buyable && !hydrated)}
          onClick={() => void addToCart(productId, quantity, variantId)}
        >
          {!inStock ? (
            'Out of Stock'
          ) : !sale.canBuy ? (
            sale.window === 'coming' ? (
              'Coming Soon'
            ) : (
              'Direct+ Early Access'
            )
          ) : (
            <UntilHydrated hydrated={hydrated}>
              {isAdding ? 'Adding…' : 'Add to Cart'}
            </UntilHydrated>
          )}
        </Button>
      </Row>
      <Notes aria-label="Our promise">
        {PURCHASE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </Notes>
    </div>
  );
}
