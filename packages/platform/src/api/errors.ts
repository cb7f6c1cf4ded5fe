import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** What every failed call looks like to components. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The server's readable message, e.g. 'Invalid username or password'. */
  message: string;
  /** The spec's error text: status code, a colon and a space, then the body text. */
  text: string;
}

function bodyMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  if (typeof data === 'string' && data.length > 0) return data;
  return undefined;
}

export function toApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiError {
  if (!error)
    return {
      status: 'CUSTOM_ERROR',
      message: 'Something went wrong',
      text: 'Something went wrong',
    };
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const message = bodyMessage(error.data) ?? `Request failed with status ${error.status}`;
      const body = typeof error.data === 'string' ? error.data : JSON.stringify(error.data ?? '');
      return { status: error.status, message, text: `${error.status}: ${body || message}` };
    }
    const message =
      error.status === 'FETCH_ERROR'
        ? 'Network error: please check your connection and try again.'
        : error.error;
    return { status: error.status, message, text: message };
  }
  const message = error.message ?? 'Something went wrong';
  return { status: 'CUSTOM_ERROR', message, text: message };
}

/** Readable message of any error thrown by `.unwrap()` of an RTK Query call. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error && typeof error === 'object' && ('status' in error || 'message' in error)) {
    return toApiError(error as FetchBaseQueryError).message || fallback;
  }
  return fallback;
}
