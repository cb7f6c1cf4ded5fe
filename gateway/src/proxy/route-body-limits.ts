import { MAX_PRODUCT_IMAGE_BYTES, PRODUCT_IMAGE_SIZE_MESSAGE } from '@coffee/contracts';

/** How large a request's body may be, and what the 413 says when it is larger. */
export interface BodyLimit {
  bytes: number;
  message: string;
  code: string;
}

interface BodyLimitRule extends BodyLimit {
  method: string;
  /** Matched case-insensitively, as the services route. */
  path: RegExp;
}

/**
 * The requests that may carry more than BODY_LIMIT, each with its own limit and message. Only
 * these: the general limit keeps every other route's bodies small.
 */
const largeBodyRoutes: readonly BodyLimitRule[] = [
  // The admin's product picture, sent as its raw bytes: the 2 MB the admin is promised (the staff
  // and catalog services check the same limit again).
  {
    method: 'PUT',
    path: /^\/api\/admin\/products\/[^/]+\/image\/?$/i,
    bytes: MAX_PRODUCT_IMAGE_BYTES,
    message: PRODUCT_IMAGE_SIZE_MESSAGE,
    code: 'IMAGE_TOO_LARGE',
  },
];

const general = (bytes: number): BodyLimit => ({
  bytes,
  message: 'Request body too large',
  code: 'PAYLOAD_TOO_LARGE',
});

/** The body limit for this request: a large-body route's, else the general BODY_LIMIT. */
export function bodyLimitFor(
  method: string | undefined,
  pathname: string,
  generalBytes: number,
): BodyLimit {
  const rule = largeBodyRoutes.find((r) => r.method === method && r.path.test(pathname));
  return rule ?? general(generalBytes);
}
