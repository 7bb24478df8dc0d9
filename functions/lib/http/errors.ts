import { API_ERRORS, type ApiErrorCode } from '../../../shared/contract/errors';
import type { ApiErrorBody } from '../../../shared/contract/route';

/** An error a use case raises on purpose: it becomes a 4xx answer with a French message. */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = API_ERRORS[code].status;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message?: string, fields?: Record<string, string>) => new HttpError('VALIDATION_FAILED', message, fields);
export const forbidden = (message?: string) => new HttpError('FORBIDDEN', message);
export const notFound = (message?: string) => new HttpError('NOT_FOUND', message);
export const conflict = (message?: string) => new HttpError('CONFLICT', message);
