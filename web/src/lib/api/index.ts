export { callApi, type CallInput } from './client';
export { ApiError, isApiError } from './ApiError';
export { meQuery, useMe } from './me';
