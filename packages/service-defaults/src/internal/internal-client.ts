import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@coffee/contracts';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { injectTraceHeaders, withClientSpan } from '../observability/trace-http';
import { neverSent, ServiceInstances } from './service-instances';

export interface InternalClientOptions {
  /** Name for error messages and logs ('catalog'). */
  service: string;
  /** e.g. http://127.0.0.1:4001, or the service's instances (the preferred one first). */
  baseUrl: string | readonly string[] | ServiceInstances;
  /** The shared INTERNAL_TOKEN. */
  token: string;
  timeoutMs: number;
}

export interface InternalCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A body that is not JSON (a picture), sent as it is with its Content-Type; instead of `body`. */
  raw?: { data: Uint8Array; contentType: string };
  /** Further request headers the other service documents (e.g. the catalog's `x-staff-actor`). */
  headers?: Record<string, string>;
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

// Safe to send again to another instance after any failure: they change nothing.
const SAFE_METHODS = new Set(['GET']);

/**
 * Calls another service's /internal endpoints (and public ones it reads). A dead or slow
 * service becomes a quick AppError 503 instead of a hang, and every service words upstream
 * failures the same way: 503 when the other service cannot answer, 502 when its answer is unusable.
 *
 * With several instances, a call that one instance did not answer goes to the next: any call whose
 * connection was refused (nothing was sent), and a GET after any failure. A POST that may have
 * reached a dying instance is not sent twice; the caller's own retry (idempotency key) decides.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const instances =
    options.baseUrl instanceof ServiceInstances
      ? options.baseUrl
      : new ServiceInstances(options.baseUrl);
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
        ...call.headers,
        [INTERNAL_TOKEN_HEADER]: options.token,
        accept: 'application/json',
      };
      if (call.requestId) headers[REQUEST_ID_HEADER] = call.requestId;
      if (call.raw) headers['content-type'] = call.raw.contentType;
      else if (call.body !== undefined) headers['content-type'] = 'application/json';
      const payload = call.raw
        ? call.raw.data
        : call.body === undefined
          ? undefined
          : JSON.stringify(call.body);
      const method = call.method ?? 'GET';
      // A CLIENT span (when tracing is on) whose traceparent the other service continues.
      const answer = await withClientSpan(
        `${method} ${options.service}`,
        { 'http.request.method': method, 'peer.service': options.service },
        async (span) => {
          injectTraceHeaders(headers);
          const order = instances.order();
          let response: Response | undefined;
          for (const [i, base] of order.entries()) {
            try {
              response = await fetch(`${base}${path}`, {
                method,
                headers,
                body: payload,
                signal: AbortSignal.timeout(options.timeoutMs),
              });
              instances.answered(base);
              break;
            } catch (err) {
              instances.failed(base);
              const last = i === order.length - 1;
              if (last || !(SAFE_METHODS.has(method) || neverSent(err))) throw unavailable();
            }
          }
          if (!response) throw unavailable();
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
