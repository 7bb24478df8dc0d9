export { callApi, type CallInput } from './client';
export { ApiError, isApiError } from './ApiError';
export * from './queries';
export { useDogProfile, useMe, useRecommendations } from './hooks';
