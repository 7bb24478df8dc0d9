import { Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { MemberVisios, VisioOffer } from '../../../../../shared/contract/visio-schemas';
import { VISIO_NOTE_MAX } from '../../../../../shared/contract/visio-schemas';
import { EDUCATOR_AVAILABILITY, VISIO_PAYMENT_HOLD_MINUTES, visioOfferOf } from '../../../../../shared/domain/visios';
import { ERRORS } from '../../../../../shared/schemas/messages';
import { Card } from '../../../components/ui/Card';
import { DogChoiceField, useDogChoice } from '../../../components/dogs/DogChoiceField';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { usePaymentPage } from '../../../lib/payments/usePaymentPage';
import { useBookVisio, visioFailureMessage } from '../api/visios';
import { offerCost, sessionWhen } from '../offers';
import { SlotPicker } from './SlotPicker';

const newRequestId = () => crypto.randomUUID();

/**
 * The booking card (SPEC §2 Visios, issue 12): 30 or 60 minutes with what each costs this member now, the slot picker
 * and a note for the educator; a credit books at 'Confirmer', a paid length holds the slot and opens its checkout
 * ('Payer 39,00 € et réserver').
 */
export function BookingCard({ visios }: { visios: MemberVisios }) {
  const [requested, setRequested] = useState<VisioOffer['requested']>(30);
  const [start, setStart] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // One key per attempt at a slot: a retried request books once; a new slot is a new attempt.
  const requestId = useRef(newRequestId());
  const book = useBookVisio();
  // Another dog is another request (the same key would book the first dog's).
  const dog = useDogChoice(() => {
    requestId.current = newRequestId();
  });
  const payment = usePaymentPage();
  const offer = visios.offers.find((entry) => entry.requested === requested) ?? visios.offers[0]!;
  const paid = offer.payment === 'paid';
  const noteTooLong = note.length > VISIO_NOTE_MAX;

  const choose = (slot: string | null) => {
    setStart(slot);
    requestId.current = newRequestId();
  };
  const reset = () => {
    setStart(null);
    setNote('');
    dog.reset();
    requestId.current = newRequestId();
  };
  const bookingRequest = (slot: string) => ({ requestId: requestId.current, duration: requested, start: slot, dogId: dog.dogId, ...(note.trim() ? { note } : {}) });
  /** A paid length: the slot is held and its checkout opens in a new tab (the list shows it 'Paiement en attente'). */
  const payAndBook = () => {
    if (!start) return;
    const request = bookingRequest(start);
    payment.start({
      key: 'visio',
      open: async () => {
        const held = await book.mutateAsync(request);
        reset();
        return held.checkoutUrl ? { url: held.checkoutUrl } : {};
      },
      failure: ERRORS.checkoutShop,
    });
  };
  const confirm = () => {
    if (!start) return;
    book.mutate(
      bookingRequest(start),
      {
        onSuccess: (visio) => {
          toaster.create({ type: 'success', title: 'Visio réservée ! 🎉', description: `Le ${sessionWhen(visio.start)} avec ${visio.educator.name}. Tu recevras un rappel la veille et une heure avant.` });
          reset();
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
                    {visioOfferOf(entry.requested).name} · {entry.requested} min · {cost.price}
                  </Text>
                  <Text fontSize="sm" fontWeight="normal" whiteSpace="normal">
                    {cost.detail}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </HStack>

        <SlotPicker key={requested} target={{ duration: requested }} value={start} onChange={choose} />
        <DogChoiceField choice={dog} />
        <FormField label="Une note pour l’éducateur (facultatif)" error={noteTooLong ? `La note doit contenir au plus ${VISIO_NOTE_MAX} caractères` : undefined} helper="Ce que tu veux travailler, le contexte, ce que tu as déjà essayé.">
          <Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        {paid && (
          <Text fontSize="sm" color="fg.muted">
            Paiement sécurisé par Stripe dans un nouvel onglet. Le créneau t’est gardé {VISIO_PAYMENT_HOLD_MINUTES} minutes, le temps de payer ; annulée au moins 24 h avant, ta visio t’est remboursée.
          </Text>
        )}
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text aria-live="polite" color={start ? 'fg' : 'fg.muted'}>
            {start ? `Créneau choisi : ${sessionWhen(start)}` : 'Aucun créneau choisi.'}
          </Text>
          {paid ? (
            <Button colorPalette="brand" disabled={!start || noteTooLong} loading={payment.pendingKey === 'visio'} loadingText="Ouverture du paiement…" onClick={payAndBook}>
              Payer {offerCost(offer).price} et réserver
            </Button>
          ) : (
            <Button colorPalette="brand" disabled={!start || noteTooLong} loading={book.isPending} loadingText="Réservation…" onClick={confirm}>
              Confirmer la réservation
            </Button>
          )}
        </HStack>
      </Stack>
    </Card>
  );
}
