// Plain constants, free of zod: a bundle that needs only a limit (the header's cart button) then
// does not pull in the schemas and zod with it (the package is marked free of side effects).

/** The most of one product a cart line (and so an order line) may hold. */
export const MAX_LINE_QUANTITY = 99;
