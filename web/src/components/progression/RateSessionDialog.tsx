import { Button, Field, Fieldset, HStack, RadioGroup, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { SESSION_NOTE_MAX_LENGTH, SESSION_RATINGS } from '../../../../shared/domain/progression';
import { SESSION_RATING_MESSAGES, sessionRatingSchema } from '../../../../shared/schemas/session-rating';
import { callApi, progressionQuery } from '../../lib/api';
import { DialogFrame } from '../ui/DialogFrame';
import { toaster } from '../ui/toaster';

/** The session a validation just recorded (its answer's `session` and `dogId`). */
export interface RecordedSession {
  sessionId: string;
  dogId: string;
}

/** `PUT /sessions/{sessionId}/rating`; the dog's progression is read again after it. */
function useRateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ session, rating, note }: { session: RecordedSession; rating: number; note: string }) =>
      callApi('rateSession', { params: { sessionId: session.sessionId }, body: { dogId: session.dogId, rating, ...(note.trim() ? { note } : {}) } }),
    onSuccess: async () => {
      toaster.create({ type: 'success', title: 'Merci, ta séance est notée.' });
      await queryClient.invalidateQueries({ queryKey: progressionQuery().queryKey });
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Impossible d’enregistrer ta note', description: error.message }),
  });
}

/**
 * 'Comment ça s’est passé ?' (issue 25), offered after a validation that recorded a session: a rating from 1 to 5 (a
 * radio group: arrows move between the stars, each named by its words) and a short note, both optional to give —
 * 'Passer' closes without rating. Rating later is not offered: the moment is right after the session.
 */
export function RateSessionDialog({ session, onClose }: { session: RecordedSession | null; onClose: () => void }) {
  const rate = useRateSession();
  const [rating, setRating] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();
  const close = () => {
    setRating(null);
    setNote('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const parsed = sessionRatingSchema.safeParse({ rating: rating ?? undefined, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SESSION_RATING_MESSAGES.rating);
      return;
    }
    if (!session) return;
    rate.mutate({ session, rating: parsed.data.rating, note }, { onSuccess: close });
  };
  const chosen = rating ? Number(rating) : 0;

  return (
    <DialogFrame
      open={session !== null}
      title="Comment ça s’est passé ?"
      onClose={close}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Passer
          </Button>
          <Button colorPalette="brand" onClick={submit} loading={rate.isPending} loadingText="Enregistrement…">
            Enregistrer ma note
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Ta note et ta remarque t’aident à suivre les progrès de ton chien, et ton éducateur les voit s’il t’accompagne.
        </Text>
        <Fieldset.Root invalid={error !== null && rating === null}>
          <Fieldset.Legend id={legendId}>Ta note de la séance</Fieldset.Legend>
          <RadioGroup.Root
            aria-labelledby={legendId}
            value={rating}
            onValueChange={(details) => {
              setRating(details.value);
              setError(null);
            }}
            colorPalette="accent"
          >
            <HStack gap="1" flexWrap="wrap">
              {SESSION_RATINGS.map(({ value, label }) => (
                <RadioGroup.Item key={value} value={String(value)} flexDirection="column" gap="1" p="1.5" rounded="md" cursor="pointer" _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
                  <RadioGroup.ItemHiddenInput />
                  <Star size={28} aria-hidden="true" fill={value <= chosen ? 'currentColor' : 'none'} color={value <= chosen ? 'var(--chakra-colors-accent-solid)' : 'var(--chakra-colors-fg-muted)'} />
                  {/* The input is named by this text (Chakra links them, over any aria-label): '4 sur 5 : Bien'. */}
                  <RadioGroup.ItemText fontSize="2xs" color="fg.muted" textAlign="center" maxW="16">
                    <VisuallyHidden>{value} sur 5 : </VisuallyHidden>
                    {label}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          {error !== null && rating === null && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Field.Root invalid={note.length > SESSION_NOTE_MAX_LENGTH}>
          <Field.Label>Une remarque (facultatif)</Field.Label>
          <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={3} maxLength={SESSION_NOTE_MAX_LENGTH} placeholder="Ex. plus calme que la dernière fois, distrait par les vélos…" />
          <Field.HelperText>
            {note.length} / {SESSION_NOTE_MAX_LENGTH} caractères
          </Field.HelperText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}

/**
 * The rating offered once per session a validation recorded (the fiche's page and the library's cards): opens when a
 * validation answers with a new session, and stays closed once rated or skipped.
 */
export function RateAfterValidation({ result }: { result: { dogId: string; session: { sessionId: string } | null } | null | undefined }) {
  const [closed, setClosed] = useState<string | null>(null);
  const session = result?.session && result.session.sessionId !== closed ? { sessionId: result.session.sessionId, dogId: result.dogId } : null;
  return <RateSessionDialog session={session} onClose={() => setClosed(session?.sessionId ?? null)} />;
}
