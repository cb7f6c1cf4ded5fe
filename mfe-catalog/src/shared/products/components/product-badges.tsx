import styled from 'styled-components';
import { Badge, bareList } from '@coffee/ui';
import { saleWindowAt, type Product } from '@coffee/contracts';

const List = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

/**
 * BESTSELLER, NEW and SALE, by the product's flags (spec, section 4); EARLY ACCESS while only
 * Direct+ members can buy it, COMING SOON before that.
 */
export function ProductBadges({
  product,
}: {
  product: Pick<Product, 'isBestseller' | 'isNew' | 'isSale'> & Partial<Pick<Product, 'releaseAt'>>;
}) {
  const window = saleWindowAt(product.releaseAt, Date.now());
  const badges = [
    window === 'early-access' ? { label: 'EARLY ACCESS', tone: 'accent' as const } : null,
    window === 'coming' ? { label: 'COMING SOON', tone: 'neutral' as const } : null,
    product.isBestseller ? { label: 'BESTSELLER', tone: 'accent' as const } : null,
    product.isNew ? { label: 'NEW', tone: 'success' as const } : null,
    product.isSale ? { label: 'SALE', tone: 'danger' as const } : null,
  ].filter((b) => b !== null);
  if (badges.length === 0) return null;
  return (
    <List aria-label="Product highlights">
      {badges.map((b) => (
        <li key={b.label}>
          <Badge $tone={b.tone}>{b.label}</Badge>
        </li>
      ))}
    </List>
  );
}
