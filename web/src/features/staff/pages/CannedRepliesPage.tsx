import { Alert, Button, CloseButton, Dialog, Heading, HStack, Input, Portal, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { MESSAGE_MAX } from '../../../../../shared/contract/ticket-schemas';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useCannedReplies, useCreateCannedReply, useDeleteCannedReply } from '../api/canned-replies';
import { StaffPage } from '../components/StaffPage';

interface CannedReplyForm {
  title: string;
  body: string;
}

/** The server's own schema and messages check the form (loaded on its first validation). */
const resolver = lazyZodResolver<CannedReplyForm>(async () => (await import('../../../../../shared/contract/ticket-schemas')).cannedReplyBodySchema);

function AddCannedReply() {
  const create = useCreateCannedReply();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<CannedReplyForm>({ resolver, defaultValues: { title: '', body: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset();
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      if (fields.title) setError('title', { message: fields.title });
      if (fields.body) setError('body', { message: fields.body });
      if (!fields.title && !fields.body && error instanceof Error) toaster.create({ type: 'error', title: error.message });
    }
  });

  return (
    <Card as="section" aria-labelledby="add-reply-title">
      <form onSubmit={onSubmit} noValidate aria-label="Nouvelle réponse type">
        <Stack gap="4">
        <Heading as="h2" id="add-reply-title" size="md">
          Ajouter une réponse type
        </Heading>
        <FormField label="Titre" error={errors.title?.message} helper="Ce que l’équipe lit dans la liste, par exemple « Premiers jours du chiot ».">
          <Input {...register('title')} maxLength={80} />
        </FormField>
        <FormField label="Texte de la réponse" error={errors.body?.message}>
          <Textarea {...register('body')} rows={5} autoresize maxLength={MESSAGE_MAX} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Ajout…">
            Ajouter
          </Button>
        </HStack>
        </Stack>
      </form>
    </Card>
  );
}

/** /equipe/reponses-types: the replies the whole team shares, to insert in an answer. */
export default function CannedRepliesPage() {
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [toDelete, setToDelete] = useState<{ id: string; title: string } | null>(null);
  const list = replies.data?.replies ?? [];

  return (
    <StaffPage title="Réponses types" summary="Les réponses que l’équipe partage : insère-les dans une réponse, puis adapte-les au membre.">
      <AddCannedReply />
      <Stack as="section" gap="3" aria-labelledby="replies-title">
        <Heading as="h2" id="replies-title" size="md">
          {replies.isSuccess ? `${list.length} réponse${list.length > 1 ? 's' : ''} type${list.length > 1 ? 's' : ''}` : 'Réponses de l’équipe'}
        </Heading>
        {replies.isPending && <Skeleton h="24" rounded="card" />}
        {replies.isError && (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{replies.error.message}</Alert.Title>
          </Alert.Root>
        )}
        {replies.isSuccess && list.length === 0 && <Text color="fg.muted">L’équipe n’a pas encore de réponse type. Ajoute la première ci-dessus.</Text>}
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {list.map((reply) => (
            <Card as="li" key={reply.id} p={{ base: '4', md: '5' }}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="1" minW="0">
                  <Heading as="h3" size="sm">
                    {reply.title}
                  </Heading>
                  <Text fontSize="xs" color="fg.muted">
                    Mise à jour le {formatDate(reply.updatedAt)}
                  </Text>
                </Stack>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setToDelete(reply)} aria-label={`Supprimer « ${reply.title} »`}>
                  <Trash2 aria-hidden="true" /> Supprimer
                </Button>
              </HStack>
              <Text mt="3" whiteSpace="pre-wrap" fontSize="sm">
                {reply.body}
              </Text>
            </Card>
          ))}
        </Stack>
      </Stack>

      <Dialog.Root recipe={dialogSlotRecipe} role="alertdialog" open={toDelete !== null} onOpenChange={(details) => !details.open && setToDelete(null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Supprimer cette réponse type ?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>« {toDelete?.title} » ne sera plus proposée à l’équipe. Les réponses déjà envoyées restent dans leurs tickets.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Annuler</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() => {
                    if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
                  }}
                >
                  Supprimer
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fermer" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </StaffPage>
  );
}
