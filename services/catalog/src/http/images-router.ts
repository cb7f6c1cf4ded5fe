import { productImageQuerySchema } from '@coffee/contracts';
import { parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import type { ImageQueries } from '../domain/product-images';

/** A day: pictures change only with a release, and the ETag revalidates them after that. */
const CACHE_CONTROL = 'public, max-age=86400';
// An SVG opened on its own is a document: it must not run script or load anything.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /api/products/images/<name>[?w=<width>]: the product pictures (shipped SVGs, uploads) as
 * they are, or as a WebP `w` pixels wide; public and cached.
 */
export function imagesRouter(images: ImageQueries): Router {
  const router = Router();
  router.get('/api/products/images/:file', async (req, res) => {
    const { w } = parseQuery(productImageQuerySchema, req);
    const image = await images.get(req.params.file, w);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': CACHE_CONTROL,
      ETag: image.etag,
      'Content-Security-Policy': SVG_POLICY,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(image.body);
  });
  return router;
}
