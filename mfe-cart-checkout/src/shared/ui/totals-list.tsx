import styled from 'styled-components';
import { formatDeduction, formatMoney } from '../money';

const List = styled.dl`
  display: grid;
  /* minmax(0, 1fr): a long promotion code wraps inside its row instead of widening the list. */
  grid-template-columns: minmax(0, 1fr) auto;
  /* No column gap: the total's rule runs unbroken under both cells. */
  row-gap: 0.55rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Savings = styled.div`
  display: contents;
  dt,
  dd {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

const GrandTotal = styled.div`
  display: contents;
  dt,
  dd {
    padding-top: 0.8rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    font-size: 1.15rem;
  }
`;

export interface TotalsListProps {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  /** What Direct+ member prices took off the lines (already out of the subtotal); 0 for none. */
  memberSavingsCents?: number;
  /** What the promotion takes off the subtotal, before tax; 0 for none. */
  discountCents?: number;
  /** The promotion's row ("Promotion (FALL10)", or an automatic offer's name); null for none. */
  promotionLabel?: string | null;
  /** 'Estimated tax' before the order is placed, 'Tax' after. */
  taxLabel?: string;
}

/**
 * Subtotal, the promotion, shipping, tax and total, as amounts already computed by contracts'
 * orderTotals (a free-shipping promotion shows as shipping 'Free').
 */
export function TotalsList({
  subtotalCents,
  shippingCents,
  taxCents,
  totalCents,
  memberSavingsCents = 0,
  discountCents = 0,
  promotionLabel = null,
  taxLabel = 'Tax',
}: TotalsListProps) {
  return (
    <List>
      {/* Above the subtotal, which is after it: the rows below still add up to the total. */}
      {memberSavingsCents > 0 ? (
        <Savings>
          <dt>Direct+ savings</dt>
          <dd data-testid="totals-member-savings">{formatDeduction(memberSavingsCents)}</dd>
        </Savings>
      ) : null}
      <dt>Subtotal</dt>
      <dd data-testid="totals-subtotal">{formatMoney(subtotalCents)}</dd>
      {/* Below the subtotal: the promotion comes off it, and tax is on what is left. */}
      {discountCents > 0 ? (
        <Savings>
          <dt>{promotionLabel ?? 'Promotion'}</dt>
          <dd data-testid="totals-discount">{formatDeduction(discountCents)}</dd>
        </Savings>
      ) : null}
      <dt>Shipping</dt>
      <dd data-testid="totals-shipping">
        {shippingCents === 0 ? 'Free' : formatMoney(shippingCents)}
      </dd>
      <dt>{taxLabel}</dt>
      <dd data-testid="totals-tax">{formatMoney(taxCents)}</dd>
      <GrandTotal>
        <dt>Total</dt>
        <dd data-testid="totals-total">{formatMoney(totalCents)}</dd>
      </GrandTotal>
    </List>
  );
}
