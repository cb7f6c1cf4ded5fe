import { formatCount } from '@coffee/ui';
import styled from 'styled-components';
import { PRODUCT_IMAGE_SIZES, type Product } from '@coffee/contracts';
import { FavoriteButton } from '../../../shared/favorites';
import { ProductBadges, ProductImage, ProductPrice, RatingStars } from '../../../shared/products';
import { Breadcrumb } from './breadcrumb';
import { ImageBox, Layout } from './detail-layout';
import { DirectPlusPanel } from './direct-plus-panel';
import { ProductDetailsSection } from './product-details-section';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { ReviewsSection } from './reviews-section';

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
  }
  > p {
    margin: 0;
  }
`;

const Rating = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Stock = styled.span<{ $in: boolean }>`
  font-weight: 600;
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.danger)};
`;

const Description = styled.p`
  font-size: 1.05rem;
  line-height: 1.65;
`;

/** The product detail page once the product is known. */
export function ProductDetail({ product }: { product: Product }) {
  const rating = product.rating ?? 0;
  return (
    <>
      <Breadcrumb category={product.category} name={product.name} />
      <Layout>
        <ImageBox>
          <ProductBadges product={product} />
          {/* The page's largest element: fetched first, never lazily. */}
          <ProductImage
            src={product.imageUrl}
            name={product.name}
            size={600}
            sizes={PRODUCT_IMAGE_SIZES.detail}
            eager
            priority
          />
        </ImageBox>
        <Info>
          <h1>{product.name}</h1>
          <Rating>
            <RatingStars rating={product.rating} />
            <span>
              <strong>{rating.toFixed(1)}</strong> ({formatCount(product.reviewCount)}{' '}
              {product.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </Rating>
          <ProductPrice product={product} size="lg" />
          <Meta>
            {product.unitSize ? <span>Size: {product.unitSize}</span> : null}
            <Stock $in={product.inStock}>{product.inStock ? 'In Stock' : 'Out of Stock'}</Stock>
          </Meta>
          {product.description ? <Description>{product.description}</Description> : null}
          <DirectPlusPanel eligible={product.isDirectPlusEligible} />
          <PurchasePanel product={product} />
          <div>
            <FavoriteButton productId={product.id} productName={product.name} size="lg" />
          </div>
        </Info>
      </Layout>
      <ProductDetailsSection product={product} />
      <ReviewsSection product={product} />
      <RelatedProducts productId={product.id} category={product.category} />
    </>
  );
}
