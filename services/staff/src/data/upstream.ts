import { AppError, type InternalCallOptions, type InternalClient } from '@coffee/service-defaults';
import { z } from 'zod';
import type { Upstream } from '../domain/ports';

const messageOf = (body: unknown): string | null => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 500) : null;
};
/** The upstream's field issues (which row, which field), kept so the form can mark them. */
const issuesOf = (body: unknown): { path: string; message: string }[] | undefined => {
  const issues = (body as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return undefined;
  const kept = issues
    .slice(0, 50)
    .filter(
      (issue): issue is { path: string; message: string } =>
        typeof (issue as { path?: unknown })?.path === 'string' &&
        typeof (issue as { message?: unknown })?.message === 'string',
    )
    .map(({ path, message }) => ({ path: path.slice(0, 200), message: message.slice(0, 500) }));
  return kept.length > 0 ? kept : undefined;
};
const codeOf = (body: unknown): string | undefined => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * One other service's staff endpoints as this BFF reads them: a 2xx is parsed with the
 * contract's schema (502 when it does not fit); a 4xx is the upstream's refusal, passed on with
 * its status, message and field issues (409 last admin, 403 a transition the role may not make,
 * 404, 400);
 * 5xx or no answer is 503 'The <service> service is unavailable'. A 401 from an internal
 * endpoint means our internal token was refused: the caller did nothing wrong, so it is a 503.
 */
export function createUpstream(client: InternalClient): Upstream {
  const judge = <S extends z.core.$ZodType>(
    status: number,
    body: unknown,
    schema: S,
  ): z.output<S> => {
    if (status >= 200 && status < 300) {
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) throw client.invalidAnswer();
      return parsed.data;
    }
    if (status >= 400 && status < 500 && status !== 401) {
      throw new AppError(
        status,
        messageOf(body) ?? 'Request refused',
        codeOf(body),
        issuesOf(body),
      );
    }
    throw client.unavailable();
  };

  return {
    async send<S extends z.core.$ZodType>(
      path: string,
      schema: S,
      options: InternalCallOptions = {},
    ): Promise<z.output<S>> {
      const { status, body } = await client.call(path, options);
      return judge(status, body, schema);
    },

    /**
     * A binary body (a product picture) as it came, with its Content-Type and the actor in
     * `x-staff-actor` (the catalog's documented way for a body that is not JSON).
     */
    // Typed by the port (Upstream.sendBinary), whose signature says what each argument is.
    async sendBinary(path, schema, body, contentType, actor, requestId) {
      const { status, body: answer } = await client.call(path, {
        method: 'PUT',
        raw: { data: new Uint8Array(body), contentType },
        headers: { 'x-staff-actor': JSON.stringify(actor) },
        ...(requestId ? { requestId } : {}),
      });
      return judge(status, answer, schema);
    },
  };
}
