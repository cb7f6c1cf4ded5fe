import { fieldErrors, type FieldIssue } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface ServerVerdict {
  status: number | string;
  /** The shop's error text ('409: Username or email already exists'). */
  message: string;
  /** The server's own sentence, without the status code. */
  serverMessage: string | undefined;
  /** A 400's per-field messages, shown beside the fields like the form's own. */
  fields: Record<string, string>;
}

/** What a failed write (an error thrown by `.unwrap()`) says, ready for a form. */
export function serverVerdict(error: unknown): ServerVerdict {
  const apiError = toApiError(error as FetchBaseQueryError);
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = Array.isArray(data?.issues) ? (data.issues as FieldIssue[]) : [];
  return {
    status: apiError.status,
    message: apiError.message,
    serverMessage: apiError.serverMessage,
    fields: apiError.status === 400 ? fieldErrors(issues) : {},
  };
}
