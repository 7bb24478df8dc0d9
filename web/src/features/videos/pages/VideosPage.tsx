import { Heading, HStack, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { VideoSummary } from '../../../../../shared/contract/video-schemas';
import { VIDEO_ABANDONED_MESSAGE } from '../../../../../shared/domain/videos';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { PageState } from '../../../components/ui/PageState';
import { VideoStatusBadge } from '../../../components/videos/VideoStatusBadge';
import { formatDate } from '../../../lib/dates';
import { useVideos } from '../api/videos';
import { VideoRightsPanel } from '../components/VideoRightsPanel';
import { SEND_VIDEO_PATH, videoPath } from '../paths';
import { videoRightsView } from '../rights';
import { videoSubject } from '../subject';

const TITLE = 'Mes vidéos';
const LEAD = 'Filme ton chien pendant un exercice : un éducateur regarde ta vidéo et la commente moment par moment, sous un jour ouvré.';

/**
 * /membre/videos (issue 26): what the member may send now, 'Envoyer une vidéo', and their videos newest first with
 * their status (envoyée, en cours d'analyse, commentée; a refused file with its reason, an abandoned upload saying it
 * cost nothing) and date.
 */
export default function VideosPage() {
  const videos = useVideos();
  const view = videos.data ? videoRightsView(videos.data.rights) : null;
  const send = view && !view.blocked && (
    <ButtonLink to={SEND_VIDEO_PATH} colorPalette="brand">
      <Upload aria-hidden="true" /> Envoyer une vidéo
    </ButtonLink>
  );

  if (videos.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de tes vidéos…">
          <Stack gap="4">
            <Skeleton h="28" rounded="card" />
            {[0, 1].map((index) => (
              <Skeleton key={index} h="20" rounded="xl" />
            ))}
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (videos.isError || !view) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="error" message="Impossible de charger tes vidéos. Réessaie dans un instant." onRetry={() => void videos.refetch()} retrying={videos.isFetching} />
      </MemberPage>
    );
  }

  const list = videos.data.videos;
  return (
    <MemberPage title={TITLE} lead={LEAD} actions={send}>
      <VideoRightsPanel view={view} />
      <Stack as="section" aria-labelledby="my-videos-title" gap="4">
        <Heading as="h2" id="my-videos-title" size="xl">
          Mes vidéos envoyées
        </Heading>
        {list.length === 0 ? (
          <Card>
            <Stack gap="2">
              <Text fontWeight="semibold">Tu n’as pas encore envoyé de vidéo.</Text>
              <Text color="fg.muted">
                Depuis une fiche ou un ticket, choisis « Envoyer une vidéo » : filme ton chien en entier, le son activé, un seul comportement, deux
                minutes au plus.
              </Text>
            </Stack>
          </Card>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {list.map((video) => (
              <VideoListItem key={video.id} video={video} />
            ))}
          </Stack>
        )}
      </Stack>
    </MemberPage>
  );
}

function VideoListItem({ video }: { video: VideoSummary }) {
  const date = video.sentAt ?? video.createdAt;
  return (
    <LinkBox
      as="li"
      rounded="xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      _hover={{ borderColor: 'brand.muted' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Stack gap="2">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="flex-start" gap="2">
          <LinkOverlay asChild fontWeight="semibold" fontSize="lg" color="brand.900" overflowWrap="anywhere" minW="0" flex={{ md: '1' }}>
            <RouterLink to={videoPath(video.id)}>{videoSubject(video)}</RouterLink>
          </LinkOverlay>
          <VideoStatusBadge status={video.status} />
        </Stack>
        <HStack gap="1" flexWrap="wrap" fontSize="sm" color="fg.muted">
          <Text>
            {video.sentAt ? 'Envoyée' : 'Créée'} le <time dateTime={date}>{formatDate(date)}</time>
            {video.dog ? ` · ${video.dog.name}` : ''}
            {video.commentedAt ? ` · commentée le ${formatDate(video.commentedAt)}` : ''}
            {video.fileDeleted ? ' · vidéo supprimée, commentaires conservés' : ''}
          </Text>
        </HStack>
        {video.refusal && (
          <Text fontSize="sm" color="fg.error">
            {video.refusal}
          </Text>
        )}
        {video.status === 'abandonnee' && (
          <Text fontSize="sm" color="fg.muted">
            {VIDEO_ABANDONED_MESSAGE}
          </Text>
        )}
      </Stack>
    </LinkBox>
  );
}
