import { z } from 'zod/mini';
import { roles } from './session-constants';

export * from './session-constants';

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Claims of the session JWT (besides iss, aud, iat, exp). Deliberately small: profile data is fetched, not trusted from the token. */
export const sessionClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  sid: z.string().check(z.minLength(1)),
  role: roleSchema,
  username: z.string().check(z.minLength(1)),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
