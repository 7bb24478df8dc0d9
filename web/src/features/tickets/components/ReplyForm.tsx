import { Button, chakra, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { ticketFailureMessage, useReplyToTicket } from '../api/tickets';

interface ReplyValues {
  body: string;
}

/** The API's own body schema, loaded on the first validation. */
const resolver = lazyZodResolver<ReplyValues>(async () => (await import('../../../../../shared/contract/ticket-schemas')).messageBodySchema);

/**
 * The member's answer on their ticket while they may write (`canReply`). On a resolved ticket it says that a reply
 * reopens it (the server does so for 7 days after the resolution).
 */
export function ReplyForm({ ticketId, resolved }: { ticketId: string; resolved: boolean }) {
  const reply = useReplyToTicket(ticketId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useAppForm<ReplyValues>({ resolver, defaultValues: { body: '' } });
  const empty = !watch('body').trim();

  const onSubmit = handleSubmit(({ body }) => {
    reply.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => toaster.create({ type: 'error', title: ticketFailureMessage(error) }),
    });
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="reply-title">
      <Stack gap="3">
        <Text as="h2" id="reply-title" srOnly>
          Répondre
        </Text>
        {resolved && (
          <Text color="fg.muted" fontSize="sm">
            Ce ticket est résolu : si tu réponds, il sera rouvert et un éducateur te répondra.
          </Text>
        )}
        <FormField label="Ta réponse" error={errors.body?.message}>
          <Textarea rows={4} autoresize maxH="50vh" {...register('body')} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" disabled={empty} loading={reply.isPending} loadingText="Envoi…">
            Envoyer
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
