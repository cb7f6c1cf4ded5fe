import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@coffee/contracts';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { injectTraceHeaders, withClientSpan } from '../observability/trace-http';

export interface InternalClientOptions {
  /** Name for error messages and logs ('catalog'). */
  service: string;
  /** e.g. http://127.0.0.1:4001 */
  baseUrl: string;
  /** The shared INTERNAL_TOKEN. */
  token: string;
  timeoutMs: number;
}

export interface InternalCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Propagated so one request id follows a call through every service. */
  requestId?: string;
}

export interface InternalResponse<T = unknown> {
  status: number;
  body: T | null;
}

export interface InternalClient {
  /** Any HTTP answer as-is, for the caller to judge; no answer at all is an AppError 503. */
  call<T = unknown>(path: string, options?: InternalCallOptions): Promise<InternalResponse<T>>;
  /**
   * The usual reading of an answer: 200 parsed with `schema`, 404 null (no such thing), any other
   * status 503 (`unavailable()`), a 200 body that does not fit the schema 502 (`invalidAnswer()`).
   */
  fetchParsed<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    options?: InternalCallOptions,
  ): Promise<z.output<S> | null>;
  /** AppError 503 'The <service> service is unavailable': it failed or refused; a retry may work. */
  unavailable(): AppError;
  /** AppError 502 'The <service> service gave an invalid answer': it answered what we cannot use. */
  invalidAnswer(): AppError;
}

/**
 * Calls another service's /internal endpoints (and public ones it reads). A dead or slow
 * service becomes a quick AppError 503 instead of a hang, and every service words upstream
 * failures the same way: 503 when the other service cannot answer, 502 when its answer is unusable.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const unavailable = () =>
    new AppError(503, `The ${options.service} service is unavailable`, 'UPSTREAM_UNAVAILABLE');
  const invalidAnswer = () =>
    new AppError(502, `The ${options.service} service gave an invalid answer`, 'UPSTREAM_INVALID');
  const client: InternalClient = {
    unavailable,
    invalidAnswer,
    async fetchParsed(path, schema, call) {
      const { status, body } = await client.call(path, call);
      if (status === 404) return null;
      if (status !== 200) throw unavailable();
      const parsed = z.safeParse(schema, body);
      if (!parsed.success) throw invalidAnswer();
      return parsed.data;
    },
    async call<T>(path: string, call: InternalCallOptions = {}): Promise<InternalResponse<T>> {
      const headers: Record<string, string> = {
        [INTERNAL_TOKEN_HEADER]: options.token,
        accept: 'application/json',
      };
      if (call.requestId) headers[REQUEST_ID_HEADER] = call.requestId;
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const method = call.method ?? 'GET';
      // A CLIENT span (when tracing is on) whose traceparent the other service continues.
      const answer = await withClientSpan(
        `${method} ${options.service}`,
        { 'http.request.method': method, 'peer.service': options.service },
        async (span) => {
          injectTraceHeaders(headers);
          let response: Response;
          try {
            response = await fetch(`${base}${path}`, {
              method,
              headers,
              body: call.body === undefined ? undefined : JSON.stringify(call.body),
              signal: AbortSignal.timeout(options.timeoutMs),
            });
          } catch {
            throw unavailable();
          }
          span?.setAttribute('http.response.status_code', response.status);
          return { response, text: await response.text().catch(() => '') };
        },
      );
      const { response, text } = answer;
      let body: T | null = null;
      if (text !== '') {
        try {
          body = JSON.parse(text) as T;
        } catch {
          body = null;
        }
      }
      return { status: response.status, body };
    },
  };
  return client;
}
