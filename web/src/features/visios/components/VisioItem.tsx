import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, CreditCard, ExternalLink, Video } from 'lucide-react';
import type { Visio } from '../../../../../shared/contract/visio-schemas';
import { isJoinable, sessionName, VISIO_PAYMENT_LABELS, VISIO_STATUS_LABELS } from '../../../../../shared/domain/visios';
import { VISIO_STATUS_PALETTE } from '../../../components/visios/visio-status';
import { Card } from '../../../components/ui/Card';
import { useNow } from '../../../lib/useNow';
import { cancelledOutcome, sessionWhen, slotTime } from '../offers';


interface VisioItemProps {
  visio: Visio;
  onCancel?: (visio: Visio) => void;
  onMove?: (visio: Visio) => void;
  /** A held paid session: gives its slot up (its checkout is closed first). */
  onGiveUp?: (visio: Visio) => void;
  givingUp?: boolean;
}

/**
 * One session: when, with whom, how long and what paid for it; held for its payment, 'Finaliser le paiement' and
 * 'Libérer le créneau'; upcoming, 'Rejoindre' (a link to the room in a new
 * tab, open from 10 minutes before the start), 'Déplacer' (24 h before at the latest) and 'Annuler'; past, the
 * educator's 'Compte rendu'.
 */
export function VisioItem({ visio, onCancel, onMove, onGiveUp, givingUp = false }: VisioItemProps) {
  const now = new Date(useNow(30_000)).toISOString();
  const joinable = isJoinable(visio, now);
  const upcoming = visio.status === 'confirmee' && visio.end > now;
  return (
    <Card as="li" p={{ base: '4', md: '5' }}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="bold" fontSize="lg">
              {sessionWhen(visio.start)}
            </Text>
            <Text color="fg.muted">
              {sessionName(visio.durationMinutes)} · {visio.durationMinutes} min avec {visio.educator.name} · {VISIO_PAYMENT_LABELS[visio.payment]}
            </Text>
          </Stack>
          <Badge colorPalette={VISIO_STATUS_PALETTE[visio.status]} variant="subtle">
            {visio.status === 'confirmee' && !upcoming ? 'Passée' : VISIO_STATUS_LABELS[visio.status]}
          </Badge>
        </HStack>
        {visio.note && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            Ta note : {visio.note}
          </Text>
        )}
        {visio.status === 'annulee' && <Text fontSize="sm">{cancelledOutcome(visio)}</Text>}
        {visio.status === 'en_attente' && (
          <Stack gap="3">
            <Text fontSize="sm">
              Créneau gardé pour toi jusqu’à {visio.holdUntil ? slotTime(visio.holdUntil) : 'la fin du paiement'} : finalise ton paiement pour confirmer la visio.
            </Text>
            <HStack gap="3" flexWrap="wrap">
              {visio.checkoutUrl && (
                <Button asChild colorPalette="brand">
                  <Link href={visio.checkoutUrl} target="_blank" rel="noopener noreferrer">
                    <CreditCard aria-hidden="true" /> Finaliser le paiement
                    <Text as="span" srOnly>
                      (nouvel onglet)
                    </Text>
                  </Link>
                </Button>
              )}
              {onGiveUp && (
                <Button variant="ghost" colorPalette="red" loading={givingUp} loadingText="Libération…" onClick={() => onGiveUp(visio)}>
                  Libérer le créneau
                </Button>
              )}
            </HStack>
          </Stack>
        )}
        {visio.summary && (
          <Box as="section" aria-label="Compte rendu" bg="bg.subtle" rounded="lg" p="4">
            <Text fontWeight="semibold" mb="1">
              Compte rendu
            </Text>
            <Text whiteSpace="pre-line">{visio.summary}</Text>
          </Box>
        )}
        {upcoming && (
          <HStack gap="3" flexWrap="wrap">
            {joinable && visio.meetingLink ? (
              <Button asChild colorPalette="brand">
                <Link href={visio.meetingLink} target="_blank" rel="noopener noreferrer">
                  <Video aria-hidden="true" /> Rejoindre
                  <ExternalLink aria-hidden="true" size="14" />
                  <Text as="span" srOnly>
                    (nouvel onglet)
                  </Text>
                </Link>
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                <CalendarClock aria-hidden="true" size="14" style={{ display: 'inline', verticalAlign: 'middle' }} /> « Rejoindre » s’ouvre à {slotTime(visio.joinableFrom)}, 10 minutes avant le début.
              </Text>
            )}
            {onMove && visio.freeChange && (
              <Button variant="outline" onClick={() => onMove(visio)}>
                Déplacer
              </Button>
            )}
            {onCancel && (
              <Button variant="ghost" colorPalette="red" onClick={() => onCancel(visio)}>
                Annuler
              </Button>
            )}
          </HStack>
        )}
      </Stack>
    </Card>
  );
}
