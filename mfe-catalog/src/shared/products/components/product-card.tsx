import styled from 'styled-components';
import { media, Link, cardSurface } from '@coffee/ui';
import { PRODUCT_IMAGE_SIZES, type Product } from '@coffee/contracts';
import { FavoriteButton } from '../../favorites';
import { AddToCartButton } from './add-to-cart-button';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';
import { RoastScale } from './roast-scale';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  ${cardSurface}
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: 0.6rem;
  left: 0.6rem;
  /* Clear of the heart in the right corner. */
  right: 3.4rem;
  z-index: 1;
`;

/* Above the card's link overlay, in the picture's top-right corner (badges sit top-left). */
const HeartSlot = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 3;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.75rem 0.75rem 0.85rem;
  flex: 1;
  ${media.md} {
    padding: 0.85rem 1rem 1rem;
  }
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.35;
  margin: 0;
  /* Two lines at most, so every card in a row keeps the same shape. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  a {
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* The whole card is the link's hit area; actions placed in the card sit above it. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

const Actions = styled.div`
  position: relative;
  z-index: 2;
  margin-top: auto;
  padding-top: 0.4rem;
`;

const Unit = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ProductCardProps {
  product: Product;
  /** Above the fold (the first row of a page): the image loads at once. */
  eager?: boolean;
  /** The page's first image (its largest paint): fetched ahead of the others. */
  priority?: boolean;
}

/**
 * Image, name, price (struck original when on sale; "from $X" when its bags are priced apart),
 * the roast level of a coffee, stars, badges, the favorites heart and an
 * Add to Cart that adds one; the whole card links to /product/{id}.
 */
export function ProductCard({ product, eager = false, priority = false }: ProductCardProps) {
  const nameId = `product-${product.id}-name`;
  return (
    <Article aria-labelledby={nameId}>
      <BadgeSlot>
        <ProductBadges product={product} />
      </BadgeSlot>
      <HeartSlot>
        <FavoriteButton productId={product.id} productName={product.name} />
      </HeartSlot>
      <ProductImage
        src={product.imageUrl}
        name={product.name}
        sizes={PRODUCT_IMAGE_SIZES.card}
        eager={eager}
        priority={priority}
      />
      <Body>
        <Name id={nameId}>
          <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
        </Name>
        <RatingStars rating={product.rating} reviewCount={product.reviewCount} />
        <ProductPrice product={product} range />
        {product.roastLevel ? <RoastScale level={product.roastLevel} compact /> : null}
        {product.unitSize ? <Unit>{product.unitSize}</Unit> : null}
        <Actions>
          <AddToCartButton product={product} describedBy={nameId} />
        </Actions>
      </Body>
    </Article>
  );
}
