import { productImageSources } from '@coffee/contracts';
import { useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
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
 * A product's small picture. A missing or broken image falls back to a drawn coffee bean
 * rather than a broken-image icon. Without `name` it is decorative (the product's name stands
 * next to it); with `name` the picture carries it, e.g. in a table cell of its own. A catalog
 * picture comes at the width the thumbnail needs, not the full-size file.
 */
export function ProductThumb({
  src,
  name,
  size = '4rem',
}: {
  src: string | null | undefined;
  name?: string;
  size?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame $size={size}>
      {src && !failed ? (
        <img
          {...productImageSources(src, size, 160)}
          alt={name ?? ''}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <svg
          viewBox="0 0 24 24"
          focusable="false"
          {...(name
            ? { role: 'img', 'aria-label': `${name} (no photo yet)` }
            : { 'aria-hidden': true })}
        >
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
