// Product pictures at the width they are shown. The catalog serves each of its pictures (the
// shipped drawings and the staff's uploads) as a WebP at a few fixed widths; a page names them all
// in `srcset` with the `sizes` its layout gives the picture, and the browser fetches the one that
// fits the screen. A raster is decoded off the main thread; an SVG in an <img> is laid out and
// painted on it, which on a phone cost more than everything else a catalog page does at start.
// Free of zod: the gateway's preload and the pages' <img> import only these helpers.

/** The widths (in pixels) a product picture is rendered at: few, so each is cached and reused. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export const PRODUCT_IMAGE_WIDTH_MESSAGE = `Image width must be one of ${PRODUCT_IMAGE_WIDTHS.join(', ')}`;

/** Where the catalog serves its pictures; an image URL elsewhere is used as it is. */
export const PRODUCT_IMAGES_PATH = '/api/products/images/';

/**
 * How wide a product picture is shown in each place it appears (CSS `sizes`), from the catalog's
 * layouts: cards are half the screen on phones and a quarter of the 1200 px page from tablets up
 * (less beside the listing's filters); the product page's picture is the full width on phones
 * and half of the page beside the details.
 */
export const PRODUCT_IMAGE_SIZES = {
  card: '(min-width: 1200px) 290px, (min-width: 768px) 25vw, 50vw',
  detail: '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw',
} as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const isCatalogPicture = (url: string) => url.startsWith(PRODUCT_IMAGES_PATH) && !/[?#]/.test(url);

/** The URL of a catalog picture at one width; any other URL as it is. */
export function productImageUrl(url: string, width: ProductImageWidth): string {
  return isCatalogPicture(url) ? `${url}?w=${width}` : url;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> of a product picture shown `sizes` wide (a CSS `sizes`
 * value, or a width in CSS pixels). `src` (for a browser without srcset) is the width that fits
 * `fallbackWidth`. A picture not served by the catalog gets its URL alone.
 */
export function productImageSources(
  url: string,
  sizes: string | number,
  fallbackWidth: ProductImageWidth = 480,
): ImageSources {
  if (!isCatalogPicture(url)) return { src: url };
  return {
    src: productImageUrl(url, fallbackWidth),
    srcSet: PRODUCT_IMAGE_WIDTHS.map((w) => `${productImageUrl(url, w)} ${w}w`).join(', '),
    sizes: typeof sizes === 'number' ? `${sizes}px` : sizes,
  };
}
