import { Alert, Badge, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useSearchParams } from 'react-router-dom';
import { STAFF_VIDEO_QUEUE_LABELS, STAFF_VIDEO_QUEUES, type StaffVideoQueue } from '../../../../../shared/domain/videos';
import { Card } from '../../../components/ui/Card';
import { useStaffVideos } from '../api/videos';
import { StaffPage } from '../components/StaffPage';
import { StaffVideoTable } from '../components/StaffVideoTable';
import { videoQueueOf } from '../paths';

/** What an empty queue says. */
const EMPTY: Record<StaffVideoQueue, string> = {
  'a-commenter': 'Aucune vidéo à commenter. Tous les membres ont leur retour.',
  'mes-analyses': 'Tu n’analyses aucune vidéo en ce moment. Prends-en une dans « À commenter ».',
  'en-retard': 'Aucune vidéo en retard. Bravo à l’équipe !',
  commentees: 'Aucune vidéo commentée pour l’instant.',
};

/**
 * /equipe/videos?file=…: the videos members sent, as tabs like the tickets' queues, each in the server's order (late
 * first, then by due-by: one working day after the video was received).
 */
export default function StaffVideosPage() {
  const [search, setSearch] = useSearchParams();
  const queue = videoQueueOf(search);
  const videos = useStaffVideos(queue);
  const counts = videos.data?.counts;

  return (
    <StaffPage title="Vidéos" summary="Les vidéos des membres à commenter, les retards d’abord, puis de la plus proche de son échéance à la plus lointaine.">
      <Tabs.Root recipe={tabsSlotRecipe} value={queue} onValueChange={(details) => setSearch({ file: details.value })} variant="enclosed" activationMode="manual">
        <Tabs.List flexWrap="wrap" aria-label="Files de vidéos">
          {STAFF_VIDEO_QUEUES.map((name) => {
            const count = name === 'commentees' ? undefined : counts?.[name];
            return (
              <Tabs.Trigger key={name} value={name}>
                {STAFF_VIDEO_QUEUE_LABELS[name]}
                {count !== undefined && (
                  <Badge variant="subtle" colorPalette={name === 'en-retard' && count > 0 ? 'red' : 'gray'} ms="1">
                    {count}
                  </Badge>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {STAFF_VIDEO_QUEUES.map((name) => (
          <Tabs.Content key={name} value={name} pt="4">
            {name !== queue ? null : videos.isError ? (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>{videos.error.message}</Alert.Title>
              </Alert.Root>
            ) : (
              <Card p="0" overflow="hidden">
                <StaffVideoTable
                  caption={`File ${STAFF_VIDEO_QUEUE_LABELS[name]}`}
                  rows={videos.isPlaceholderData ? undefined : videos.data?.videos}
                  loading={videos.isPending || videos.isPlaceholderData}
                  busy={videos.isFetching}
                  empty={EMPTY[name]}
                />
              </Card>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StaffPage>
  );
}
