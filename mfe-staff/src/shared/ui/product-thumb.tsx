import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 60%;
    height: 60%;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A product's thumbnail beside its name, in a table cell (the name may wrap). */
export const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 14rem;
  white-space: normal;
  font-weight: 600;
`;

/** Product thumbnail; a drawn bean when the product has no image or it fails to load. */
export function ProductThumb({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {src && !failed ? (
        <img src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <svg viewBox="0 0 24 24" role="img" aria-label={`${name} (no photo yet)`}>
          <ellipse
            cx="12"
            cy="12"
            rx="7"
            ry="10"
            transform="rotate(-25 12 12)"
            fill="currentColor"
          />
          <path
            d="M10 4.5 Q15 12 10 19.5"
            stroke="#f3ebe2"
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      )}
    </Frame>
  );
}
