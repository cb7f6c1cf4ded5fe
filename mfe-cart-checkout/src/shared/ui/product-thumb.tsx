import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: string }>`
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 55%;
    height: 55%;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * A product's picture beside its name. Decorative (alt=""): the name next to it is the text.
 * A missing or broken image falls back to a drawn coffee bean rather than a broken-image icon.
 */
export function ProductThumb({
  src,
  size = '4rem',
}: {
  src: string | null | undefined;
  size?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame $size={size}>
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
