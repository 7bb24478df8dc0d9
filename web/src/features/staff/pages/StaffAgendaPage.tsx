import { Alert, Button, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { StaffVisioRow } from '../../../../../shared/contract/visio-schemas';
import { PLANS } from '../../../../../shared/domain/plans';
import { isJoinable, VISIO_PAYMENT_LABELS } from '../../../../../shared/domain/visios';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/TextLink';
import { useNow } from '../../../lib/useNow';
import { useStaffVisios } from '../api/visios';
import { SessionStatusBadge, sessionWhen } from '../components/SessionTime';
import { StaffPage } from '../components/StaffPage';
import { AVAILABILITY_PATH, staffVisioPath } from '../paths';

type Scope = 'upcoming' | 'past';
const SCOPES: Readonly<Record<Scope, string>> = { upcoming: 'À venir', past: 'Passées' };

function SessionRow({ visio, now }: { visio: StaffVisioRow; now: string }) {
  return (
    <Card as="li" p={{ base: '4', md: '5' }}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" flexWrap="wrap" gap="2">
          <TextLink to={staffVisioPath(visio.id)} fontWeight="bold" fontSize="lg">
            {sessionWhen(visio.start)} · {visio.member.firstName}
          </TextLink>
          <SessionStatusBadge visio={visio} now={now} />
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {visio.durationMinutes} min · {PLANS[visio.member.plan].name} · {VISIO_PAYMENT_LABELS[visio.payment]}
        </Text>
        {visio.note && (
          <Text fontSize="sm" lineClamp={2}>
            « {visio.note} »
          </Text>
        )}
        {isJoinable(visio, now) && visio.meetingLink && (
          <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
            <Link href={visio.meetingLink} target="_blank" rel="noopener noreferrer">
              Rejoindre la visio <ExternalLink aria-hidden="true" size="14" />
              <Text as="span" srOnly>
                (nouvel onglet)
              </Text>
            </Link>
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** /equipe/visios, 'Mon agenda' (issue 12): the educator's sessions to come, soonest first, or past ones with their summaries. */
export default function StaffAgendaPage() {
  const [search, setSearch] = useSearchParams();
  const scope: Scope = search.get('periode') === 'passees' ? 'past' : 'upcoming';
  const visios = useStaffVisios(scope);
  const now = new Date(useNow(30_000)).toISOString();

  return (
    <StaffPage title="Mon agenda" summary="Tes visios avec les membres : prépare-les avec le profil de leur chien, puis laisse-leur un compte rendu." action={<TextLink to={AVAILABILITY_PATH}>Mes disponibilités</TextLink>}>
      <HStack role="group" aria-label="Période" gap="2">
        {(Object.keys(SCOPES) as Scope[]).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === scope ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={value === scope}
            onClick={() => setSearch(value === 'past' ? { periode: 'passees' } : {}, { replace: true })}
          >
            {SCOPES[value]}
          </Button>
        ))}
      </HStack>
      {visios.isPending ? (
        <Skeleton h="40" rounded="card" aria-busy="true" />
      ) : visios.isError ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{visios.error.message}</Alert.Title>
        </Alert.Root>
      ) : visios.data.visios.length === 0 ? (
        <Card>
          <Text color="fg.muted">{scope === 'upcoming' ? 'Aucune visio prévue. Les membres réservent dans tes disponibilités.' : 'Aucune visio passée pour l’instant.'}</Text>
        </Card>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={`Visios ${SCOPES[scope].toLowerCase()}`}>
          {visios.data.visios.map((visio) => (
            <SessionRow key={visio.id} visio={visio} now={now} />
          ))}
        </Stack>
      )}
    </StaffPage>
  );
}
