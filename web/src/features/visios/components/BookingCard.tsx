import { Alert, Button, Heading, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MemberVisios, VisioOffer } from '../../../../../shared/contract/visio-schemas';
import { VISIO_NOTE_MAX } from '../../../../../shared/contract/visio-schemas';
import { EDUCATOR_AVAILABILITY } from '../../../../../shared/domain/visios';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { useBookVisio, visioFailureMessage } from '../api/visios';
import { offerCost, sessionWhen } from '../offers';
import { SlotPicker } from './SlotPicker';

const newRequestId = () => crypto.randomUUID();

/**
 * The booking card (SPEC §2 Visios, issue 12): 30 or 60 minutes with what each costs this member now; a credit opens
 * the slot picker, a note for the educator and 'Confirmer'; a paid length waits for online payment and points to the
 * external booking link.
 */
export function BookingCard({ visios }: { visios: MemberVisios }) {
  const [requested, setRequested] = useState<VisioOffer['requested']>(30);
  const [start, setStart] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // One key per attempt at a slot: a retried request books once; a new slot is a new attempt.
  const requestId = useRef(newRequestId());
  const book = useBookVisio();
  const offer = visios.offers.find((entry) => entry.requested === requested) ?? visios.offers[0]!;
  const paid = offer.payment === 'paid';
  const noteTooLong = note.length > VISIO_NOTE_MAX;

  const choose = (slot: string | null) => {
    setStart(slot);
    requestId.current = newRequestId();
  };
  const confirm = () => {
    if (!start) return;
    book.mutate(
      { requestId: requestId.current, duration: requested, start, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: (visio) => {
          toaster.create({ type: 'success', title: 'Visio réservée ! 🎉', description: `Le ${sessionWhen(visio.start)} avec ${visio.educator.name}. Tu recevras un rappel la veille et une heure avant.` });
          setStart(null);
          setNote('');
          requestId.current = newRequestId();
        },
        onError: (error) => {
          toaster.create({ type: 'error', title: visioFailureMessage(error) });
          choose(null);
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="book-visio-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id="book-visio-title" size="xl">
            Réserver une visio
          </Heading>
          <Text color="fg.muted">{EDUCATOR_AVAILABILITY}. Choisis la durée, puis un créneau.</Text>
        </Stack>

        <HStack role="group" aria-label="Durée de la visio" gap="3" flexWrap="wrap">
          {visios.offers.map((entry) => {
            const cost = offerCost(entry);
            const chosen = entry.requested === requested;
            return (
              <Button
                key={entry.requested}
                variant={chosen ? 'solid' : 'outline'}
                colorPalette="brand"
                h="auto"
                py="3"
                px="4"
                flex={{ base: '1 1 100%', sm: '1 1 0' }}
                aria-pressed={chosen}
                onClick={() => {
                  setRequested(entry.requested);
                  choose(null);
                }}
              >
                <Stack gap="0" align="flex-start" textAlign="left">
                  <Text fontWeight="bold">
                    {entry.requested} min · {cost.price}
                  </Text>
                  <Text fontSize="sm" fontWeight="normal" whiteSpace="normal">
                    {cost.detail}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </HStack>

        {paid ? (
          <Alert.Root status="info" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Le paiement en ligne des visios sera bientôt disponible.</Alert.Title>
              <Alert.Description>
                En attendant, réserve ta visio de {offer.durationMinutes} minutes par notre lien externe, ou obtiens une visio gratuite avec tes points.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <>
            <SlotPicker key={requested} target={{ duration: requested }} value={start} onChange={choose} />
            <FormField label="Une note pour l’éducateur (facultatif)" error={noteTooLong ? `La note doit contenir au plus ${VISIO_NOTE_MAX} caractères` : undefined} helper="Ce que tu veux travailler, le contexte, ce que tu as déjà essayé.">
              <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
            </FormField>
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Text aria-live="polite" color={start ? 'fg' : 'fg.muted'}>
                {start ? `Créneau choisi : ${sessionWhen(start)}` : 'Aucun créneau choisi.'}
              </Text>
              <Button colorPalette="brand" disabled={!start || noteTooLong} loading={book.isPending} loadingText="Réservation…" onClick={confirm}>
                Confirmer la réservation
              </Button>
            </HStack>
          </>
        )}

        <Link href={visios.externalBookingUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold" alignSelf="flex-start">
          Réserver par notre lien externe <ExternalLink aria-hidden="true" size="16" />
          <Text as="span" srOnly>
            (nouvel onglet)
          </Text>
        </Link>
      </Stack>
    </Card>
  );
}
