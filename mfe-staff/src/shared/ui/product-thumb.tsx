import styled from 'styled-components';
import { ProductThumb as Thumb } from '@coffee/ui';

/** A product's thumbnail beside its name, in a table cell (the name may wrap). */
export const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 14rem;
  white-space: normal;
  font-weight: 600;
`;

/** The staff tables' product picture: labelled with the product, it stands in its own cell. */
export function ProductThumb({ src, name }: { src: string | null; name: string }) {
  return <Thumb src={src} name={name} size="2.75rem" />;
}
