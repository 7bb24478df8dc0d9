export { callApi, type CallInput } from './client';
export { ApiError, isApiError } from './ApiError';
export { dogProfileQuery, useDogProfile } from './dog-profile';
export { meQuery, useMe } from './me';
export { recommendationsQuery, useRecommendations } from './recommendations';
