import { formatCount } from '@coffee/ui';
import styled from 'styled-components';
import { isCoffeeCategory, PRODUCT_IMAGE_SIZES, type Product } from '@coffee/contracts';
import { RemoteWidgetSlot } from '@coffee/platform';
import { FavoriteButton } from '../../../shared/favorites';
import { ProductBadges, ProductImage, ProductPrice, RatingStars } from '../../../shared/products';
import { useVariant } from '../model/use-variant';
import { Breadcrumb } from './breadcrumb';
import { CoffeeFacts } from './coffee-facts';
import { ImageBox, Layout } from './detail-layout';
import { DirectPlusPanel } from './direct-plus-panel';
import { ProductDetailsSection } from './product-details-section';
import { PurchasePanel } from './purchase-panel';
import { RelatedProducts } from './related-products';
import { ReviewsSection } from './reviews-section';
import { VariantPicker } from './variant-picker';

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

/** Price and stock of the chosen bag: announced when a new size or grind changes them. */
const Offer = styled.div`
  display: grid;
  gap: 0.5rem;
  > p {
    margin: 0;
  }
`;

/** "Only 3 left" below this many, so a shopper knows a size is running short. */
const FEW_LEFT = 5;

const Description = styled.p`
  font-size: 1.05rem;
  line-height: 1.65;
`;

/** Coffee is subscribed to by the bag; a product of the "subscription" category is a plan. */
const isSubscribable = (category: string): boolean =>
  isCoffeeCategory(category) || category === 'subscription';

/** The product detail page once the product is known. */
export function ProductDetail({ product }: { product: Product }) {
  const rating = product.rating ?? 0;
  const { variants, variant, choose } = useVariant(product);
  // A product without variants in its answer keeps its own sale flag; a variant is on sale when
  // it carries an original price.
  const isSale = product.variants.length === 0 ? product.isSale : variant.originalPrice !== null;
  const few = variant.inStock && variant.inventory !== null && variant.inventory <= FEW_LEFT;
  const size = variant.size ?? product.unitSize;
  const image = variant.imageUrl ?? product.imageUrl;
  return (
    <>
      <Breadcrumb category={product.category} name={product.name} />
      <Layout>
        <ImageBox>
          <ProductBadges product={product} />
          {/* The page's largest element: fetched first, never lazily. Keyed by its picture, so
              a failed picture of one size does not hide another's. */}
          <ProductImage
            key={image ?? ''}
            src={image}
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
          <Offer aria-live="polite">
            <ProductPrice
              product={{
                price: variant.price,
                originalPrice: variant.originalPrice,
                isSale,
                // The member price follows the chosen bag: the same percent off its price.
                memberDiscountPercent: product.memberDiscountPercent,
              }}
              size="lg"
            />
            <Meta>
              {size ? <span>Size: {size}</span> : null}
              <Stock $in={variant.inStock}>
                {!variant.inStock
                  ? 'Out of Stock'
                  : few
                    ? `Only ${variant.inventory} left`
                    : 'In Stock'}
              </Stock>
            </Meta>
          </Offer>
          {/* The choice sits under the price it changes. */}
          <VariantPicker variants={variants} variant={variant} onChoose={choose} />
          {product.description ? <Description>{product.description}</Description> : null}
          <CoffeeFacts product={product} />
          <DirectPlusPanel eligible={product.isDirectPlusEligible} />
          <PurchasePanel
            productId={product.id}
            inStock={variant.inStock}
            // Only a product sold in variants names one: older answers add the default.
            variantId={product.variants.length > 0 ? variant.id : undefined}
            releaseAt={product.releaseAt}
          />
          <div>
            <FavoriteButton productId={product.id} productName={product.name} size="lg" />
          </div>
          {/* Subscribe & Save (cart-checkout's widget; it reads the product and ?variant= from the
              URL). Coffee and plans (the "subscription" category, whose coffee staff choose)
              only, and fetched once the page's first view is on screen: nothing of it is in this
              page's first load. Alone, the catalog has no such remote: nothing. */}
          {isSubscribable(product.category) ? (
            <RemoteWidgetSlot remote="cart_checkout" module="SubscribeBox" deferUntilVisible />
          ) : null}
        </Info>
      </Layout>
      <ProductDetailsSection product={product} variant={variant} />
      <ReviewsSection product={product} />
      <RelatedProducts productId={product.id} category={product.category} />
    </>
  );
}
