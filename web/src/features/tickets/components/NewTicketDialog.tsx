import { Alert, Button, chakra, CloseButton, Dialog, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { TICKET_RESPONSE_HOURS } from '../../../../../shared/domain/shop';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_PRIORITY_LABELS, type TicketPriority } from '../../../../../shared/domain/tickets';
import { ticketCreatedMessage } from '../../../../../shared/schemas/messages';
import { TICKET_LIMITS, canSubmitTicket, type TicketForm, type TicketFormInput } from '../../../../../shared/schemas/ticket';
import { DogChoiceField, useDogChoice } from '../../../components/dogs/DogChoiceField';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api';
import { formFieldErrors } from '../../../lib/forms/formFieldErrors';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { ticketFailureMessage, useCreateTicket } from '../api/tickets';

/** The shared schema (and zod) load on the form's first validation, not with the page. */
const resolver = lazyZodResolver<TicketFormInput, TicketForm>(async () => (await import('../../../../../shared/schemas/ticket')).ticketFormSchema);

const FIELDS = ['title', 'description', 'category', 'priority'] as const;

/** A question about a fiche (`?fiche={id}&type=fiche`): the title it suggests and the fiche it links. */
export interface FicheQuestion {
  ficheId: string;
  ficheTitle: string;
}

export interface NewTicketDialogProps {
  open: boolean;
  onClose: () => void;
  /** The priorities the member may open now (from the server's rights), standard first. */
  priorities: readonly TicketPriority[];
  /** Why urgent is not offered, when it is not. */
  urgentHint: string | null;
  fiche: FicheQuestion | null;
  /** The button that opened the dialog gets the focus back on close. */
  returnFocusTo?: () => HTMLElement | null;
}

/** 'Question sur la fiche « … »', within the title's 200 characters. */
export function ficheQuestionTitle(ficheTitle: string): string {
  const title = `Question sur la fiche « ${ficheTitle} »`;
  return title.length <= TICKET_LIMITS.titleMax ? title : `${title.slice(0, TICKET_LIMITS.titleMax - 3)}… »`;
}

const PRIORITY_OPTIONS: Readonly<Record<TicketPriority, string>> = {
  standard: `${TICKET_PRIORITY_LABELS.standard} — réponse sous ${TICKET_RESPONSE_HOURS.standard}h`,
  urgent: `${TICKET_PRIORITY_LABELS.urgent} — réponse sous ${TICKET_RESPONSE_HOURS.urgent}h`,
};

/**
 * Its own chunk, loaded when the member may open a ticket (with zod and the shared schema): the list paints without.
 *
 * The 'Nouveau ticket' dialog (SPEC §2 Tickets, §5 Ticket form): every field checked by the shared schema on blur and
 * on submit, each message under its field; 'Créer le ticket' stays disabled while the title or the description is
 * empty. Each click sends a new `requestId`, the same for that click's retries: the server opens one ticket for it.
 */
export default function NewTicketDialog({ open, onClose, priorities, urgentHint, fiche, returnFocusTo }: NewTicketDialogProps) {
  const create = useCreateTicket();
  const dog = useDogChoice();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors },
  } = useAppForm<TicketFormInput, unknown, TicketForm>({
    resolver,
    defaultValues: {
      title: fiche ? ficheQuestionTitle(fiche.ficheTitle) : '',
      description: '',
      category: '',
      priority: priorities[0] ?? 'standard',
      ficheId: fiche?.ficheId,
    },
  });
  const ready = canSubmitTicket({ title: watch('title'), description: watch('description') });

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      { ...values, requestId: crypto.randomUUID(), dogId: dog.dogId },
      {
        onSuccess: ({ ticket }) => {
          toaster.create({ type: 'success', title: ticketCreatedMessage(ticket.priority) });
          reset();
          dog.reset();
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) for (const [field, message] of formFieldErrors(error.fields, FIELDS)) setError(field, { message });
          toaster.create({ type: 'error', title: ticketFailureMessage(error) });
        },
      },
    );
  });

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* `display: contents`: header, body and footer stay the dialog's own flex items (the body scrolls). */}
            <chakra.form display="contents" onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Nouveau ticket</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Dialog.Description color="fg.muted">
                    Décris la situation de ton chien : un éducateur professionnel te répond par écrit ici même.
                  </Dialog.Description>
                  {fiche && (
                    <Alert.Root status="info" rounded="lg">
                      <Alert.Indicator />
                      <Alert.Title fontWeight="normal">Ta question sera liée à la fiche « {fiche.ficheTitle} » : l’éducateur la verra.</Alert.Title>
                    </Alert.Root>
                  )}
                  <DogChoiceField choice={dog} />
                  <FormField label="Titre" error={errors.title?.message} required helper={`De ${TICKET_LIMITS.titleMin} à ${TICKET_LIMITS.titleMax} caractères`}>
                    <Input autoComplete="off" {...register('title')} />
                  </FormField>
                  <FormField
                    label="Description"
                    error={errors.description?.message}
                    required
                    helper={`Le contexte, ce que tu as déjà essayé, depuis quand… (${TICKET_LIMITS.descriptionMin} à ${TICKET_LIMITS.descriptionMax} caractères)`}
                  >
                    <Textarea rows={6} autoresize maxH="60vh" {...register('description')} />
                  </FormField>
                  <FormField label="Catégorie" error={errors.category?.message} required>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('category')}>
                        <option value="">Choisir…</option>
                        {TICKET_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {TICKET_CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  <FormField label="Priorité" error={errors.priority?.message} required helper={urgentHint}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('priority')}>
                        {priorities.map((priority) => (
                          <option key={priority} value={priority}>
                            {PRIORITY_OPTIONS[priority]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                  {!ready && (
                    <Text fontSize="sm" color="fg.muted" id="new-ticket-requirements">
                      Renseigne un titre et une description pour créer le ticket.
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Annuler
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={!ready}
                  aria-describedby={ready ? undefined : 'new-ticket-requirements'}
                  loading={create.isPending}
                  loadingText="Création…"
                >
                  Créer le ticket
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fermer" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
