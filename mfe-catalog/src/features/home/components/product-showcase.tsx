import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Product } from '@coffee/contracts';
import { Button, Muted } from '@coffee/ui';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/products';
import { HomeSection } from './section';

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

export interface ProductShowcaseProps {
  id: string;
  title: string;
  products: Product[];
  isLoading: boolean;
  isError: boolean;
  /** What went wrong, in the shop's error text ('503: The service is unavailable'). */
  errorDetail?: string;
  onRetry: () => void;
  aside?: ReactNode;
  tinted?: boolean;
  /** Cards whose images load at once (the band is near the top of the page). */
  eagerCount?: number;
}

const Detail = styled.p`
  font-size: 0.9rem;
`;

/** A home page band of product cards with its loading and failure states. */
export function ProductShowcase({
  id,
  title,
  products,
  isLoading,
  isError,
  errorDetail,
  onRetry,
  aside,
  tinted,
  eagerCount = 0,
}: ProductShowcaseProps) {
  let body: ReactNode;
  if (isLoading) {
    // Cards of the real size: nothing below moves when the products arrive.
    body = <ProductGridSkeleton count={4} label={`Loading ${title.toLowerCase()}`} />;
  } else if (isError) {
    body = (
      <Centered role="alert">
        <p>We couldn&apos;t load our products right now.</p>
        {errorDetail ? <Detail>{errorDetail}</Detail> : null}
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Centered>
    );
  } else {
    body = <ProductGrid products={products} label={title} eagerCount={eagerCount} />;
  }
  return (
    <HomeSection id={id} title={title} aside={aside} tinted={tinted}>
      {body}
    </HomeSection>
  );
}

/** Shown instead of the grid while the catalog has no products at all: no made-up products. */
export function ComingSoon() {
  return (
    <HomeSection id="home-featured" title="Featured Products">
      <Centered>
        <p>
          <strong>Our products are coming soon.</strong>
        </p>
        <Muted>We&apos;re roasting and packing our first batches. Check back shortly.</Muted>
      </Centered>
    </HomeSection>
  );
}
