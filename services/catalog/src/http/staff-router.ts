import {
  coffeeFieldsSchema,
  internalReviewVisibilitySchema,
  productVariantsInputSchema,
  internalStockChangeSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  productInputSchema,
  productUpdateSchema,
  staffActorSchema,
  staffListQuerySchema,
  staffProductQuerySchema,
  wholeNumberParam,
  type StaffActor,
} from '@coffee/contracts';
import { AppError, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { imageSizeError, imageTypeError, imageTypeOf } from '../domain/product-images';
import type { ReviewModeration } from '../domain/review-moderation';
import { requireActorPermission } from '../domain/staff-access';
import { toStaffProductDetail, type StaffProducts } from '../domain/staff-products';
import type { StaffStock } from '../domain/staff-stock';

// Any text: a malformed id is a product (or review) that does not exist, a 404.
const idParamsSchema = z.strictObject({ id: z.string().max(100) });

const productCreateSchema = z.strictObject({
  product: productInputSchema,
  actor: staffActorSchema,
});
const productEditSchema = z.strictObject({ update: productUpdateSchema, actor: staffActorSchema });
const variantsEditSchema = z.strictObject({
  variants: productVariantsInputSchema.shape.variants,
  actor: staffActorSchema,
});
const coffeeEditSchema = z.strictObject({ coffee: coffeeFieldsSchema, actor: staffActorSchema });
const lowStockQuerySchema = z.strictObject({
  limit: z._default(wholeNumberParam('limit', 1, 100), 10),
});

/** The picture upload's actor: `?actorId=&actorRole=&actorName=`, or `x-staff-actor` JSON. */
const actorQuerySchema = z
  .strictObject({
    actorId: z.string().optional(),
    actorRole: z.string().optional(),
    actorName: z.string().optional(),
  })
  .transform((q) => ({ userId: q.actorId, role: q.actorRole, name: q.actorName }));

const ACTOR_MESSAGE = 'Who makes the change is required (actorId, actorRole, actorName)';

function actorOfUpload(req: Request): StaffActor {
  const header = req.get('x-staff-actor');
  let raw: unknown;
  if (header) {
    try {
      raw = JSON.parse(header);
    } catch {
      throw new AppError(400, ACTOR_MESSAGE, 'VALIDATION_FAILED');
    }
  } else {
    raw = parseQuery(actorQuerySchema, req);
  }
  const actor = staffActorSchema.safeParse(raw);
  if (!actor.success) throw new AppError(400, ACTOR_MESSAGE, 'VALIDATION_FAILED');
  return actor.data;
}

/**
 * The upload's bytes, at most `max`: a declared length over it is refused before anything is
 * read; a body that grows past it stops being kept (the rest is read and dropped, so the
 * connection stays usable) and answers 413.
 */
function readBody(req: Request, max: number): Promise<Buffer> {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return Promise.reject(imageSizeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) tooBig = true;
      if (!tooBig) chunks.push(chunk);
    });
    req.on('end', () => (tooBig ? reject(imageSizeError()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/**
 * The staff service's catalog endpoints (behind x-internal-token; the staff service checks
 * the caller's permission, and these check the actor's right again): products, their
 * pictures, stock changes, low stock, and review moderation.
 */
export function staffRouter(
  deps: { products: StaffProducts; stock: StaffStock; reviews: ReviewModeration },
  requireInternal: RequestHandler,
): Router {
  const router = Router();
  router.use('/internal/staff', requireInternal);

  router.get('/internal/staff/products', (req, res) => {
    res.json(deps.products.list(parseQuery(staffProductQuerySchema, req)));
  });

  router.post('/internal/staff/products', async (req, res) => {
    const { product, actor } = parseBody(productCreateSchema, req);
    res.status(201).json(toStaffProductDetail(await deps.products.create(product, actor)));
  });

  router.get('/internal/staff/products/:id', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    res.json(toStaffProductDetail(await deps.products.get(id)));
  });

  router.put('/internal/staff/products/:id', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { update, actor } = parseBody(productEditSchema, req);
    res.json(toStaffProductDetail(await deps.products.update(id, update, actor)));
  });

  router.put('/internal/staff/products/:id/variants', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { variants, actor } = parseBody(variantsEditSchema, req);
    res.json(toStaffProductDetail(await deps.products.setVariants(id, { variants }, actor)));
  });

  router.put('/internal/staff/products/:id/coffee', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { coffee, actor } = parseBody(coffeeEditSchema, req);
    res.json(toStaffProductDetail(await deps.products.setCoffee(id, coffee, actor)));
  });

  router.put('/internal/staff/products/:id/image', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const actor = actorOfUpload(req);
    // Refused before the bytes are read: a caller without the right uploads nothing.
    requireActorPermission(actor, 'products:write');
    const type = imageTypeOf(req.get('content-type'));
    if (!type) throw imageTypeError(415);
    const body = await readBody(req, MAX_PRODUCT_IMAGE_BYTES);
    res.json(toStaffProductDetail(await deps.products.setImage(id, type, body, actor)));
  });

  router.post('/internal/staff/stock', async (req, res) => {
    const { change, actor } = parseBody(internalStockChangeSchema, req);
    res.json(await deps.stock.change(change, actor));
  });

  router.get('/internal/staff/low-stock', (req, res) => {
    res.json(deps.products.lowStock(parseQuery(lowStockQuerySchema, req).limit));
  });

  router.get('/internal/staff/reviews', async (req, res) => {
    res.json(await deps.reviews.list(parseQuery(staffListQuerySchema, req)));
  });

  router.put('/internal/staff/reviews/:id/visibility', async (req, res) => {
    const { id } = parseParams(idParamsSchema, req);
    const { change, actor } = parseBody(internalReviewVisibilitySchema, req);
    res.json(await deps.reviews.setHidden(id, change.hidden, actor));
  });

  return router;
}
