import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../model/product';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { RatingStars } from './rating-stars';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; transform: translateY(-2px); }
  &:focus-within { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}; }
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: 0.6rem;
  left: 0.6rem;
  right: 0.6rem;
  z-index: 1;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 0.85rem 1rem 1rem;
  flex: 1;
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  font-weight: 600;
  margin: 0;
  a {
    text-decoration: none;
    &:focus-visible { outline: none; }
    /* The whole card is the link's hit area; actions placed in the card sit above it. */
    &::after { content: ''; position: absolute; inset: 0; }
  }
`;

const Actions = styled.div`
  position: relative;
  z-index: 2;
  margin-top: auto;
  padding-top: 0.4rem;
`;

export interface ProductCardProps {
  product: Product;
  /** Buttons under the price (the add-to-cart button arrives with the shopping issue). */
  actions?: ReactNode;
}

/** Image, name, price (struck original when on sale), stars and badges; links to /product/{id}. */
export function ProductCard({ product, actions }: ProductCardProps) {
  return (
    <Article aria-labelledby={`product-${product.id}-name`}>
      <BadgeSlot>
        <ProductBadges product={product} />
      </BadgeSlot>
      <ProductImage src={product.imageUrl} name={product.name} />
      <Body>
        <Name id={`product-${product.id}-name`}>
          <Link to={`/product/${encodeURIComponent(product.id)}`}>{product.name}</Link>
        </Name>
        <RatingStars rating={product.rating} reviewCount={product.reviewCount} idPrefix={`product-${product.id}`} />
        <ProductPrice product={product} />
        {actions ? <Actions>{actions}</Actions> : null}
      </Body>
    </Article>
  );
}
