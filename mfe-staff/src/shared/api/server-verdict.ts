import { fieldErrors, type FieldIssue } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export interface ServerVerdict {
  /** The shop's error text ('409: The shop must keep at least one admin'). */
  message: string;
  /** The server's own sentence without the status code: what a toast or a field shows. */
  text: string;
  /** A 400's per-field messages. */
  fields: Record<string, string>;
}

/** What a failed write (an error thrown by `.unwrap()`) says, ready for a toast or a form. */
export function serverVerdict(error: unknown): ServerVerdict {
  const apiError = toApiError(error as FetchBaseQueryError);
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = Array.isArray(data?.issues) ? (data.issues as FieldIssue[]) : [];
  return {
    message: apiError.message,
    text: apiError.serverMessage ?? apiError.message,
    fields: apiError.status === 400 ? fieldErrors(issues) : {},
  };
}
