import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrors, type FieldIssue } from '@coffee/contracts';

/** What every failed call looks like to components. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /**
   * What the shop shows (spec, section 8): the status code, a colon and a space, then the body
   * text, e.g. '409: Username or email already exists' (for our JSON error bodies, their
   * `message`; the status text when the body is empty). A plain sentence when no answer came.
   */
  message: string;
  /** The server's own words without the status code, when it sent any (for a field's error). */
  serverMessage: string | undefined;
}

const NETWORK = 'Network error: please check your connection and try again.';
const TIMEOUT = 'The server took too long to answer. Please try again.';
const UNEXPECTED = 'An unexpected error occurred.';

// Reason phrases for answers that came with an empty body (HTTP/2 has no status text at all).
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The body's text: our services' `{ message }`, any other text as it came, else undefined. */
function bodyText(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() || undefined;
  if (data && typeof data === 'object') {
    if ('message' in data && typeof data.message === 'string' && data.message.trim())
      return data.message.trim();
    return JSON.stringify(data);
  }
  return undefined;
}

function answered(status: number, data: unknown): ApiError {
  const serverMessage = bodyText(data);
  // An empty body: the standard reason phrase (what the status text says; HTTP/2 has none).
  const text = serverMessage ?? REASONS[status] ?? 'Error';
  return { status, message: `${status}: ${text}`, serverMessage };
}

/** The one place a failed call becomes the text the shop shows: every remote uses it. */
export function toApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiError {
  if (!error || !('status' in error) || error.status === undefined) {
    // A thrown exception (SerializedError): its JavaScript text means nothing to a shopper.
    return { status: 'CUSTOM_ERROR', message: UNEXPECTED, serverMessage: undefined };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: error.status, message: NETWORK, serverMessage: undefined };
    case 'TIMEOUT_ERROR':
      return { status: error.status, message: TIMEOUT, serverMessage: undefined };
    case 'PARSING_ERROR':
      // An answer whose body was not what its content type said (an HTML error page, say).
      return { ...answered(error.originalStatus, error.data), status: error.status };
    case 'CUSTOM_ERROR':
      // Our own sentences (schema failures, 'Failed to fetch cart items'), written for people.
      return { status: error.status, message: error.error, serverMessage: undefined };
    default:
      return answered(error.status, error.data);
  }
}

/** The text to show for any error thrown by `.unwrap()` of an RTK Query call. */
export function errorMessage(error: unknown, fallback = UNEXPECTED): string {
  if (error && typeof error === 'object' && 'status' in error) {
    return toApiError(error as FetchBaseQueryError).message || fallback;
  }
  return fallback;
}

/** What a failed write says, ready for a toast or a form. */
export interface ServerVerdict extends ApiError {
  /** The server's own sentence without the status code, else `message`: what a toast shows. */
  text: string;
  /** A 400's per-field messages (the contracts' `issues`), shown beside the fields. */
  fields: Record<string, string>;
}

/** What an error thrown by `.unwrap()` of a write says: its text and a 400's field messages. */
export function serverVerdict(error: unknown): ServerVerdict {
  const apiError = toApiError(error as FetchBaseQueryError);
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = Array.isArray(data?.issues) ? (data.issues as FieldIssue[]) : [];
  return {
    ...apiError,
    text: apiError.serverMessage ?? apiError.message,
    fields: apiError.status === 400 ? fieldErrors(issues) : {},
  };
}
