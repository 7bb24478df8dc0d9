import { Button, Field, HStack, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Lock, Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX } from '../../../../../shared/contract/ticket-schemas';
import { isApiError } from '../../../lib/api';
import { useCannedReplies } from '../api/canned-replies';
import { useStaffNote, useStaffReply } from '../api/tickets';

const fieldError = (error: Error | null) => (error ? (isApiError(error) ? (error.fields.body ?? error.message) : error.message) : undefined);

/** Inserts `text` where the caret is (at the end if the field was never focused), with a blank line around it. */
function insertAt(current: string, text: string, at: number | null): string {
  const position = at ?? current.length;
  const before = current.slice(0, position).replace(/\s*$/, '');
  const after = current.slice(position).replace(/^\s*/, '');
  return [before, text, after].filter(Boolean).join('\n\n');
}

/** The answer to the member, with the team's canned replies one choice away. */
export function ReplyComposer({ ticketId }: { ticketId: string }) {
  const reply = useStaffReply(ticketId);
  const canned = useCannedReplies();
  const [body, setBody] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    reply.mutate(body, { onSuccess: () => setBody('') });
  };
  const replies = canned.data?.replies ?? [];
  const error = fieldError(reply.error);

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label="Répondre au membre">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Ta réponse au membre</Field.Label>
        <Textarea
          ref={field}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onSelect={(event) => (caret.current = event.currentTarget.selectionStart)}
          rows={5}
          autoresize
          maxLength={MESSAGE_MAX}
          bg="bg.panel"
        />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Le membre la reçoit tout de suite, et la voit dans son ticket.</Field.HelperText>}
      </Field.Root>
      <HStack gap="3" justify="space-between" flexWrap="wrap" align="flex-end">
        <Field.Root maxW={{ base: 'full', sm: '18rem' }} disabled={replies.length === 0}>
          <Field.Label fontSize="sm">Insérer une réponse type</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value=""
              onChange={(event) => {
                const chosen = replies.find((item) => item.id === event.target.value);
                if (!chosen) return;
                setBody((current) => insertAt(current, chosen.body, caret.current));
                caret.current = null;
                field.current?.focus();
              }}
            >
              <option value="">{canned.isPending ? 'Chargement…' : replies.length === 0 ? 'Aucune réponse type' : 'Choisir…'}</option>
              {replies.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!body.trim()} loading={reply.isPending} loadingText="Envoi…">
          <Send aria-hidden="true" /> Envoyer la réponse
        </Button>
      </HStack>
    </Stack>
  );
}

/** A note for the team: written apart from the answer, in the notes' colour, so it is never sent by mistake. */
export function NoteComposer({ ticketId }: { ticketId: string }) {
  const note = useStaffNote(ticketId);
  const [body, setBody] = useState('');
  const error = fieldError(note.error);
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Ajouter une note interne"
      bg="yellow.subtle"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="yellow.emphasized"
      rounded="lg"
      p="4"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) note.mutate(body, { onSuccess: () => setBody('') });
      }}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>
          <Lock size={14} aria-hidden="true" /> Note interne
        </Field.Label>
        <Textarea value={body} onChange={(event) => setBody(event.target.value)} rows={2} autoresize maxLength={MESSAGE_MAX} bg="bg.panel" />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Visible de l’équipe seulement : le membre ne la voit pas.</Field.HelperText>}
      </Field.Root>
      <HStack justify="flex-end">
        <Button type="submit" variant="outline" colorPalette="yellow" disabled={!body.trim()} loading={note.isPending} loadingText="Ajout…">
          Ajouter la note
        </Button>
      </HStack>
    </Stack>
  );
}
