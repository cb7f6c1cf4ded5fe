import { z } from 'zod';

/** Body of every non-OK JSON answer from the gateway and the services. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
