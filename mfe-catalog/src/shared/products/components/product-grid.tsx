import styled from 'styled-components';
import { media } from '@coffee/ui';
import type { Product } from '../model/product';
import { ProductCard } from './product-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* Cards in a row share one height. */
  > li { display: flex; flex-direction: column; }
  > li > * { flex: 1; }
  ${media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  ${media.lg} { gap: 1.5rem; }
`;

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <List aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </List>
  );
}
