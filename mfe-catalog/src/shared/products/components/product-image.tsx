import { productImageSources } from '@coffee/contracts';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img,
  svg {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** A drawn coffee bag, shown when a product has no image or its image fails to load. */
function FallbackArt({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      aria-label={`${name} (no photo yet)`}
      data-testid="product-image-fallback"
    >
      <rect width="200" height="200" fill="#f3ebe2" />
      <ellipse cx="100" cy="170" rx="58" ry="8" fill="#e4d8cc" />
      <path d="M58 52 L142 52 L150 166 Q100 174 50 166 Z" fill="#55351f" />
      <path d="M58 52 L66 40 L134 40 L142 52 Z" fill="#3b2417" />
      <path d="M66 40 L70 34 L130 34 L134 40 Z" fill="#2a1d15" />
      <rect x="72" y="86" width="56" height="50" rx="6" fill="#f6e3cf" />
      <ellipse cx="100" cy="111" rx="11" ry="16" fill="#b5651d" transform="rotate(-25 100 111)" />
      <path
        d="M96 97 Q103 111 97 125"
        stroke="#f6e3cf"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface ProductImageProps {
  src: string | null;
  name: string;
  /** Rendered size in CSS pixels: the browser reserves the space before the file arrives. */
  size?: number;
  /**
   * How wide the picture is shown (a CSS `sizes` value, PRODUCT_IMAGE_SIZES for the catalog's
   * layouts); the browser picks the rendition that fits. Default: `size` pixels.
   */
  sizes?: string;
  /** Above the fold: load at once (and first, with `priority`), not when scrolled near. */
  eager?: boolean;
  priority?: boolean;
}

/** A square product image that never shifts the layout: the frame holds its space. */
export function ProductImage({
  src,
  name,
  size = 400,
  sizes = `${size}px`,
  eager = false,
  priority = false,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image may have failed before React hydrated it, when no onError was
    // there to hear it: a finished image that cannot be decoded is broken.
    const img = image.current;
    if (!img?.complete || !img.getAttribute('src') || typeof img.decode !== 'function') return;
    img.decode().catch(() => setFailed(true));
  }, []);
  return (
    <Frame>
      {src && !failed ? (
        <img
          ref={image}
          {...productImageSources(src, sizes)}
          alt={name}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
        />
      ) : (
        <FallbackArt name={name} />
      )}
    </Frame>
  );
}
