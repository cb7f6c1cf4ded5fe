import { Fragment } from 'react';
import styled from 'styled-components';
import { GRIND_LABELS, type Product, type ProductVariant } from '@coffee/contracts';
import { formatDate, media } from '@coffee/ui';
import { categoryTitle } from '../../../shared/products';
import { productFeatures } from '../model/product-features';
import { panelSection } from './detail-layout';

/** "December 1, 2026" for a YYYY-MM-DD day (the same on the server and in any time zone). */
function nextRoast(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return formatDate(`${day}T00:00:00Z`, { utc: true }) || null;
}

const Section = styled.section`
  ${panelSection}
  ${media.md} {
    grid-template-columns: 3fr 2fr;
  }
  h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.5rem;
  }
  h3 {
    font-family: inherit;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 0.75rem;
  }
`;

const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.6rem;
  li {
    position: relative;
    padding-left: 1.4rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.2rem;
    top: 0.55em;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/**
 * Product Details: the category's feature list and the facts of the product in the size and
 * grind chosen (its SKU and stock are that variant's).
 */
export function ProductDetailsSection({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant;
}) {
  const facts: [string, string][] = [['Category', categoryTitle(product.category)]];
  const size = variant.size ?? product.unitSize;
  if (size) facts.push(['Size', size]);
  if (variant.grind) facts.push(['Grind', GRIND_LABELS[variant.grind]]);
  const sku = variant.sku ?? product.sku;
  if (sku) facts.push(['SKU', sku]);
  facts.push(['Availability', variant.inStock ? 'In Stock' : 'Out of Stock']);
  facts.push([
    'Direct+',
    product.isDirectPlusEligible ? 'Free delivery for members' : 'Not eligible',
  ]);
  return (
    <Section aria-labelledby="product-details-title">
      <h2 id="product-details-title">Product Details</h2>
      <div>
        <h3>Features</h3>
        <Features aria-label="Features">
          {productFeatures(product.category, nextRoast(product.nextRoastDate)).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
      </div>
      <div>
        <h3>Specifications</h3>
        <Facts>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Facts>
      </div>
    </Section>
  );
}
