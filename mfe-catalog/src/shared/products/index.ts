export {
  useGetCatalogProductsQuery,
  catalogProductsApi,
  productListUrl,
  type ProductSource,
  type ProductListArgs,
  type ProductListResult,
} from './api/get-catalog-products';
export { ALL_CATEGORY, categorySlug, categoryTitle, categorySubtitle } from './model/categories';
export { starCounts, STAR_SCALE } from './model/stars';
export { ProductCard, type ProductCardProps } from './components/product-card';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { RatingStars } from './components/rating-stars';
export { ProductBadges } from './components/product-badges';
export { ProductPrice } from './components/product-price';
export { ProductImage } from './components/product-image';
export { AddToCartButton } from './components/add-to-cart-button';
export { RoastScale } from './components/roast-scale';
