import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_MESSAGES } from '../../../../../shared/schemas/messages';
import { toaster } from '../../../components/ui/toaster';
import { callApi, cannedRepliesQuery } from '../../../lib/api';

export const useCannedReplies = () => useQuery(cannedRepliesQuery());

/** `POST /staff/canned-replies`. The form shows the API's field errors itself; other failures are a toast. */
export function useCreateCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: { title: string; body: string }) => callApi('createCannedReply', { body: reply }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: STAFF_MESSAGES.cannedReplyCreated });
      await queryClient.invalidateQueries({ queryKey: cannedRepliesQuery().queryKey });
    },
  });
}

/** `DELETE /staff/canned-replies/{id}`, after the page asked for confirmation. */
export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteCannedReply', { params: { id } }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: STAFF_MESSAGES.cannedReplyDeleted });
      await queryClient.invalidateQueries({ queryKey: cannedRepliesQuery().queryKey });
    },
    onError: (error) => toaster.create({ type: 'error', title: error.message }),
  });
}
