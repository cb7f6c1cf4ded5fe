import { useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '@coffee/ui';
import { lineTotalCents, type CartLine } from '../model/cart';
import { centsToDecimal } from '../model/money';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr) auto;
  gap: 0.85rem;
  align-items: start;
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.span`
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  img { width: 100%; height: 100%; object-fit: cover; }
  svg { width: 55%; height: 55%; color: ${({ theme }) => theme.colors.accent}; }
`;

const Details = styled.div`
  min-width: 0;
  h3 { font-family: ${({ theme }) => theme.fonts.body}; font-size: 0.95rem; font-weight: 600; margin: 0 0 0.2rem; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Total = styled.p`
  margin: 0;
  font-weight: 700;
  white-space: nowrap;
`;

/** Decorative beside the item's name (alt=""): the name is the item's text. */
function LineImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) return <img src={src} alt="" onError={() => setFailed(true)} />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="12" rx="7" ry="10" transform="rotate(-25 12 12)" fill="currentColor" />
      <path d="M10 4.5 Q15 12 10 19.5" stroke="#f3ebe2" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** Name, unit price, quantity (as text until the quantity controls arrive) and line total. */
export function CartLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <List aria-label="Items in your cart">
      {lines.map((line) => {
        const total = lineTotalCents(line);
        const name = line.product?.name ?? 'Item no longer available';
        return (
          <Item key={line.id}>
            <Thumb>
              <LineImage src={line.product?.imageUrl ?? null} />
            </Thumb>
            <Details>
              <h3>{name}</h3>
              {line.product ? <p>{formatPrice(centsToDecimal(line.product.price))} each</p> : null}
              <p>Qty: {line.quantity}</p>
            </Details>
            <Total aria-label={total === null ? 'Line total unavailable' : `Line total ${formatPrice(centsToDecimal(total))}`}>
              {total === null ? '—' : formatPrice(centsToDecimal(total))}
            </Total>
          </Item>
        );
      })}
    </List>
  );
}
