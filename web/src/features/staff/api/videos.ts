import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type { videoCommentBodySchema } from '../../../../../shared/contract/video-schemas';
import { toaster } from '../../../components/ui/toaster';
import { callApi, staffVideoProgressionQuery, staffVideoQuery, staffVideosQuery, staffVideosScope, type StaffVideoQueueName } from '../../../lib/api';

export const useStaffVideos = (queue: StaffVideoQueueName) => useQuery(staffVideosQuery(queue));
/** Read again before its signed playback URL (10 minutes) expires, while the educator works on it. */
export const useStaffVideo = (id: string) => useQuery({ ...staffVideoQuery(id), refetchInterval: 5 * 60_000 });
export const useVideoProgression = (id: string) => useQuery(staffVideoProgressionQuery(id));

export type VideoCommentRequest = z.input<typeof videoCommentBodySchema>;

/** After any change on a video: the video, and every queue with its counts (one key prefix). */
function useRefreshVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffVideosScope().queryKey });
}

const showError = (error: Error) => toaster.create({ type: 'error', title: error.message });

/** `POST /staff/videos/{id}/comments`: a comment at a moment or over a range, or a private note. */
export function useCommentVideo(id: string) {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: (body: VideoCommentRequest) => callApi('commentVideo', { params: { id }, body }),
    onSuccess: refresh,
    onError: showError,
  });
}

/** `POST /staff/videos/{id}/replies`: an answer in the member's thread. */
export function useStaffVideoReply(id: string) {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: (body: string) => callApi('staffVideoReply', { params: { id }, body: { body } }),
    onSuccess: refresh,
    onError: showError,
  });
}

/** `POST /staff/videos/{id}/finish`: 'Terminer', the member is told (live and by e-mail). */
export function useFinishVideo(id: string) {
  const refresh = useRefreshVideos();
  return useMutation({
    mutationFn: () => callApi('finishVideo', { params: { id } }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Vidéo terminée', description: 'Le membre est prévenu : il voit maintenant tes commentaires.' });
      await refresh();
    },
    onError: showError,
  });
}
