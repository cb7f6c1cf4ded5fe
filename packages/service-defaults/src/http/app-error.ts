export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error type handlers throw for an expected failure; its message is shown to the client. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: ErrorIssue[] | undefined;

  constructor(status: number, message: string, code?: string, issues?: ErrorIssue[]) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
