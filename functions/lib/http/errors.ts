import { API_ERRORS, type ApiErrorCode } from '../../../shared/contract/errors';
import type { ApiErrorBody } from '../../../shared/contract/route';

/**
 * An error a use case raises on purpose: one code of the contract's catalogue, which gives its 4xx status and its
 * French message (shared/contract/errors.ts), and, for invalid input, the message of each field.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(API_ERRORS[code].message);
    this.name = 'HttpError';
    this.status = API_ERRORS[code].status;
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}
