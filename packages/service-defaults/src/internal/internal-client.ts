import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from '@coffee/contracts';
import { AppError } from '../http/app-error';

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
  call<T = unknown>(path: string, options?: InternalCallOptions): Promise<InternalResponse<T>>;
}

/**
 * Calls another service's /internal endpoints. Any HTTP answer is returned as-is for the caller to
 * judge; a dead or slow service becomes a quick AppError 503 instead of a hang.
 */
export function createInternalClient(options: InternalClientOptions): InternalClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async call<T>(path: string, call: InternalCallOptions = {}): Promise<InternalResponse<T>> {
      const headers: Record<string, string> = {
        [INTERNAL_TOKEN_HEADER]: options.token,
        accept: 'application/json',
      };
      if (call.requestId) headers[REQUEST_ID_HEADER] = call.requestId;
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method: call.method ?? 'GET',
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch {
        throw new AppError(
          503,
          `The ${options.service} service is unavailable`,
          'UPSTREAM_UNAVAILABLE',
        );
      }
      const text = await response.text().catch(() => '');
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
}
