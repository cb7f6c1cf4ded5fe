import styled from 'styled-components';
import { media, Skeleton, Spinner, bareList } from '@coffee/ui';
import type { Product } from '@coffee/contracts';
import { ProductCard } from './product-card';

/** Two columns on phones, four from tablets up; cards in a row share one height. */
const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > li {
    display: flex;
    flex-direction: column;
    /* A card out of view is not laid out or painted until it nears the screen: a listing's
       two dozen cards cost a phone as much layout as the rest of the page. The size a card had
       is kept (auto), so nothing moves when it is drawn. */
    content-visibility: auto;
    contain-intrinsic-size: auto 24rem;
  }
  > li > * {
    flex: 1;
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 1rem;
  }
  ${media.lg} {
    gap: 1.5rem;
  }
`;

export interface ProductGridProps {
  products: Product[];
  label: string;
  /** How many leading cards are above the fold (their images load at once). */
  eagerCount?: number;
}

export function ProductGrid({ products, label, eagerCount = 0 }: ProductGridProps) {
  return (
    <List aria-label={label}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={i < eagerCount}
            priority={i === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </List>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  justify-content: center;
  padding-top: 4rem;
  color: ${({ theme }) => theme.colors.accent};
  pointer-events: none;
`;

const GhostCard = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > div:first-child {
    aspect-ratio: 1 / 1;
    height: auto;
    border-radius: 0;
  }
`;

/** The same paddings and line heights as a real card's body. */
const GhostBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.75rem 0.75rem 0.85rem;
  ${media.md} {
    padding: 0.85rem 1rem 1rem;
  }
`;

/**
 * What a grid shows while its products load: cards of the real size (so nothing jumps when
 * they arrive) under a spinner that screen readers announce.
 */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <Wrap>
      <List aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <GhostCard>
              <Skeleton />
              <GhostBody>
                <Skeleton $h="2.7rem" $w="85%" />
                <Skeleton $h="1rem" $w="55%" />
                <Skeleton $h="1.65rem" $w="35%" />
                <Skeleton $h="1.2rem" $w="25%" />
                <Skeleton $h="2.55rem" />
              </GhostBody>
            </GhostCard>
          </li>
        ))}
      </List>
      <Overlay>
        <Spinner $size={36} label={label} />
      </Overlay>
    </Wrap>
  );
}
