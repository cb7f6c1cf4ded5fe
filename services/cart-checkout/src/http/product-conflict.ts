import { requestIdOf } from '@coffee/service-defaults';
import type { ErrorRequestHandler } from 'express';
import { ProductConflictError } from '../domain/errors';

/**
 * Renders a 409 about one product with that product's id, name and what is left, so a client
 * can point at the cart line; every other error goes on to the shared error handler.
 */
export const productConflictHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (!(err instanceof ProductConflictError) || res.headersSent) {
    next(err);
    return;
  }
  const requestId = requestIdOf(req);
  res.status(err.status).json({
    message: err.message,
    code: err.code,
    productId: err.productId,
    ...(err.variantId === null ? {} : { variantId: err.variantId }),
    ...(err.productName === null ? {} : { productName: err.productName }),
    ...(err.available === null ? {} : { available: err.available }),
    ...(requestId === undefined ? {} : { requestId }),
  });
};
