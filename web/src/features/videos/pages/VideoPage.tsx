import { Alert, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import type { MemberVideo } from '../../../../../shared/contract/video-schemas';
import { VIDEO_ABANDONED_MESSAGE, VIDEO_FILE_DELETED_MESSAGE } from '../../../../../shared/domain/videos';
import { MemberPage } from '../../../components/layout/MemberPage';
import { Card } from '../../../components/ui/Card';
import { PageState } from '../../../components/ui/PageState';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { CommentList } from '../../../components/videos/CommentList';
import { ReplyBox } from '../../../components/videos/ReplyBox';
import { ReplyThread } from '../../../components/videos/ReplyThread';
import { useVideoPlayer, type VideoPlayerControls } from '../../../components/videos/useVideoPlayer';
import { playbackExpired } from '../../../components/videos/timeline';
import { VideoPlayer } from '../../../components/videos/VideoPlayer';
import { VideoStatusBadge } from '../../../components/videos/VideoStatusBadge';
import { isApiError } from '../../../lib/api';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { useReplyToVideo, useVideo, videoFailureMessage } from '../api/videos';
import { VIDEOS_PATH } from '../paths';
import { videoSubject } from '../subject';

const backLink = (
  <TextLink to={VIDEOS_PATH} display="inline-flex" alignItems="center" gap="1" color="brand.fg" alignSelf="flex-start">
    <ArrowLeft size={16} aria-hidden="true" /> Mes vidéos
  </TextLink>
);

/**
 * /membre/videos/:id (issue 26): the player with the educator's comments as marks on its timeline and, beside it (under
 * it on phones), their list: a comment's moment moves the player there. Then the reply thread with the educator.
 */
export default function VideoPage() {
  const { id = '' } = useParams();
  const video = useVideo(id);

  if (video.isPending) {
    return (
      <MemberPage title="Vidéo" before={backLink}>
        <PageState kind="loading" label="Chargement de la vidéo…">
          <Skeleton h="80" rounded="card" />
        </PageState>
      </MemberPage>
    );
  }
  if (video.isError) {
    const missing = isApiError(video.error) && (video.error.status === 404 || video.error.status === 400);
    return (
      <MemberPage title={missing ? 'Vidéo introuvable' : 'Vidéo'} before={backLink}>
        {missing ? (
          <PageState kind="error" status="info" message="Cette vidéo n’existe pas." />
        ) : (
          <PageState kind="error" message="Impossible de charger cette vidéo. Réessaie dans un instant." onRetry={() => void video.refetch()} retrying={video.isFetching} />
        )}
      </MemberPage>
    );
  }
  const { playback } = video.data;
  // An expired signed URL is replaced; a file the browser cannot play is not read again and again.
  const renew = () => {
    if (playback && playbackExpired(playback.expiresAt, Date.now())) void video.refetch();
  };
  return <VideoView data={video.data} onSourceError={renew} />;
}

/** Where the video stands, in a sentence, until the educator's comments are there. */
function statusSentence({ video }: MemberVideo): string | null {
  switch (video.status) {
    case 'attente_fichier':
      return 'Ta vidéo est en cours d’envoi : elle apparaîtra ici dès qu’elle sera reçue et vérifiée.';
    case 'envoyee':
      return video.dueBy
        ? `Ta vidéo est bien arrivée : un éducateur la commentera au plus tard le ${formatDateTime(video.dueBy)}.`
        : 'Ta vidéo est bien arrivée : un éducateur la commentera sous un jour ouvré.';
    case 'en_analyse':
      return 'Un éducateur regarde ta vidéo : ses commentaires apparaîtront ici dès qu’il aura terminé.';
    case 'refusee':
      return video.refusal ?? 'Ta vidéo n’a pas pu être acceptée : envoie-la de nouveau.';
    case 'abandonnee':
      return VIDEO_ABANDONED_MESSAGE;
    case 'commentee':
      return null;
  }
}

/** The educator's comments beside the player (a comment's moment moves it there), or alone once the file is deleted. */
function EducatorComments({ comments, commented, player }: { comments: MemberVideo['comments']; commented: boolean; player?: VideoPlayerControls }) {
  return (
    <Stack as="section" aria-labelledby="comments-title" gap="3">
      <Heading as="h2" id="comments-title" size="lg">
        Commentaires de l’éducateur
      </Heading>
      <CommentList
        label="Commentaires de l’éducateur, dans l’ordre de la vidéo"
        comments={comments}
        player={player}
        empty={commented ? 'L’éducateur n’a pas laissé de commentaire sur un moment précis.' : 'Les commentaires de l’éducateur apparaîtront ici.'}
        footer={(comment) => (
          <Text fontSize="xs" color="fg.muted">
            {comment.author.name}
          </Text>
        )}
      />
    </Stack>
  );
}

function VideoView({ data, onSourceError }: { data: MemberVideo; onSourceError: () => void }) {
  const player = useVideoPlayer();
  const reply = useReplyToVideo(data.video.id);
  const { video, playback, comments } = data;
  const subject = videoSubject(video);
  const sentence = statusSentence(data);
  const label = video.dog ? `Vidéo de ${video.dog.name}, ${subject}` : `Ta vidéo, ${subject}`;

  return (
    <MemberPage title={subject} eyebrow="Ma vidéo" before={backLink} maxW="7xl">
      <Stack gap="2" mt="-2">
        <VideoStatusBadge status={video.status} />
        <Text fontSize="sm" color="fg.muted">
          {video.sentAt ? `Envoyée le ${formatDateTime(video.sentAt)}` : `Créée le ${formatDateTime(video.createdAt)}`}
          {video.dog ? ` · ${video.dog.name}` : ''}
          {video.commentedAt ? ` · commentée le ${formatDateTime(video.commentedAt)}` : ''}
        </Text>
        {video.fileKeptUntil && !video.fileDeleted && (
          <Text fontSize="sm" color="fg.muted">
            Vidéo conservée jusqu’au {formatDay(video.fileKeptUntil)}, puis supprimée ; les commentaires restent.
          </Text>
        )}
      </Stack>
      {sentence && (
        <Alert.Root status={video.status === 'refusee' ? 'error' : 'info'} rounded="lg">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{sentence}</Alert.Title>
        </Alert.Root>
      )}
      {playback ? (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
          <VideoPlayer player={player} src={playback.url} label={label} comments={comments} onSourceError={onSourceError} />
          <EducatorComments comments={comments} commented={video.status === 'commentee'} player={player} />
        </Grid>
      ) : (
        video.fileDeleted && (
          <>
            <Alert.Root status="info" rounded="lg">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{VIDEO_FILE_DELETED_MESSAGE}</Alert.Title>
            </Alert.Root>
            <EducatorComments comments={comments} commented />
          </>
        )
      )}
      {(data.canReply || data.replies.length > 0) && (
        <Stack as="section" aria-labelledby="replies-title" gap="4">
          <Heading as="h2" id="replies-title" size="xl">
            Échanges avec l’éducateur
          </Heading>
          <ReplyThread replies={data.replies} reader="member" empty="Une question sur un commentaire, une précision sur ta vidéo ? Écris à l’éducateur ici." />
          {data.canReply && (
            <Card>
              <ReplyBox
                label="Ton message à l’éducateur"
                pending={reply.isPending}
                onSend={(body) =>
                  reply.mutateAsync(body).catch((error: unknown) => {
                    toaster.create({ type: 'error', title: videoFailureMessage(error) });
                    throw error;
                  })
                }
              />
            </Card>
          )}
        </Stack>
      )}
    </MemberPage>
  );
}
