import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { videoUploadBodySchema } from '../../../../../shared/contract/video-schemas';
import { GENERIC_ERROR } from '../../../../../shared/schemas/messages';
import { callApi, isApiError, rewardsQuery, videoQuery, videosQuery } from '../../../lib/api';

export const useVideos = () => useQuery(videosQuery());

/**
 * One video, read again before its signed playback URL expires (it lives VIDEO_PLAYBACK_SECONDS, 10 minutes): the
 * player keeps a working address while the member watches; an error of the player reads it again at once too.
 */
export const useVideo = (id: string) => useQuery({ ...videoQuery(id), refetchInterval: 5 * 60_000 });

export type VideoUploadRequest = z.input<typeof videoUploadBodySchema>;

/** A lost answer may have reserved the video: retried with the same requestId, never after a refusal. */
const isWorthRetrying = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * `POST /videos/upload`: the server takes a unit of the month or a credit and answers the presigned POST, once per
 * `requestId`. Then the list (its rights) and the rewards (a credit) refresh, a refusal too (another tab may have
 * used the last unit).
 */
export function useReserveUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: VideoUploadRequest) => callApi('reserveVideoUpload', { body: request }),
    retry: (failures, error) => failures < 2 && isWorthRetrying(error),
    onSettled: () => Promise.all([videosQuery(), rewardsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey }))),
  });
}

/** The file is in storage: the list shows it (the check after upload moves it to 'Envoyée' in a moment). */
export function useUploadDone() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: videosQuery().queryKey });
}

/** `POST /videos/{id}/replies`: a message in the video's thread, then the video is read again. */
export function useReplyToVideo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi('replyToVideo', { params: { id }, body: { body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoQuery(id).queryKey }),
  });
}

/**
 * What a failed video call tells the member: the API's own French message for a video reason (no right to send one,
 * a file refused, a video not found…) or a network failure; otherwise SPEC §8's 'Une erreur est survenue'.
 */
export function videoFailureMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR;
  if (error.code.startsWith('VIDEO_') || error.status === 0 || error.status === 400) return error.message;
  return GENERIC_ERROR;
}
