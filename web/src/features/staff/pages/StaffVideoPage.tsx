import { Alert, Badge, Button, Dialog, Grid, Heading, HStack, Kbd, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, CheckCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { StaffVideo } from '../../../../../shared/contract/video-schemas';
import { VIDEO_FILE_DELETED_MESSAGE } from '../../../../../shared/domain/videos';
import { Card } from '../../../components/ui/Card';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { TextLink } from '../../../components/ui/TextLink';
import { CommentList } from '../../../components/videos/CommentList';
import { ReplyBox } from '../../../components/videos/ReplyBox';
import { ReplyThread } from '../../../components/videos/ReplyThread';
import { PLAYER_SHORTCUTS, SEEK_STEP_SECONDS, shortcutAction, shortcutKeyOf } from '../../../components/videos/shortcuts';
import { useVideoPlayer, type VideoPlayerControls } from '../../../components/videos/useVideoPlayer';
import { playbackExpired } from '../../../components/videos/timeline';
import { VideoPlayer } from '../../../components/videos/VideoPlayer';
import { VideoStatusBadge } from '../../../components/videos/VideoStatusBadge';
import { formatDateTime } from '../../../lib/dates';
import { useFinishVideo, useStaffVideo, useStaffVideoReply, useVideoProgression } from '../api/videos';
import { MemberContext } from '../components/MemberContext';
import { StaffPage } from '../components/StaffPage';
import { StaffRecordState } from '../components/StaffRecordState';
import { StaffProgression } from '../components/StaffProgression';
import { VideoCommentComposer, type CommentComposerHandle } from '../components/VideoCommentComposer';
import { VideoDueBy, videoTitle } from '../components/StaffVideoTable';
import { STAFF_VIDEOS_PATH } from '../paths';

const backLink = (
  <TextLink to={STAFF_VIDEOS_PATH} display="inline-flex" alignItems="center" gap="1" fontSize="sm">
    <ArrowLeft size={14} aria-hidden="true" /> Retour aux vidéos
  </TextLink>
);

/**
 * /equipe/videos/:id: the member's video with the keyboard shortcuts (listed on screen), the comments as marks and a
 * list, the composer (a moment or a passage, a private note), 'Terminer' after a confirmation, the thread with the
 * member; beside it the member, their dog's profile and its progression (issue 25's view, as beside a ticket).
 */
export default function StaffVideoPage() {
  const { id = '' } = useParams();
  const query = useStaffVideo(id);

  if (query.isPending || query.isError) return <StaffRecordState title="Vidéo" error={query.error} back={backLink} />;
  const { playback } = query.data;
  // An expired signed URL is replaced; a file the browser cannot play is not read again and again.
  const renew = () => {
    if (playback && playbackExpired(playback.expiresAt, Date.now())) void query.refetch();
  };
  return <StaffVideoView data={query.data} onSourceError={renew} />;
}

/** Space, ←/→ and `c` anywhere on the page but in a field (shared/…/shortcuts.ts decides). */
function usePlayerShortcuts(player: VideoPlayerControls, comment: () => void) {
  const latest = useRef({ player, comment });
  latest.current = { player, comment };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog open ('Terminer'): its own keys only.
      if (event.defaultPrevented || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = shortcutAction(shortcutKeyOf(event));
      if (!action) return;
      event.preventDefault();
      const { player: current, comment: write } = latest.current;
      if (action === 'togglePlay') current.togglePlay();
      else if (action === 'back') current.seekBy(-SEEK_STEP_SECONDS);
      else if (action === 'forward') current.seekBy(SEEK_STEP_SECONDS);
      else write();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function Shortcuts() {
  return (
    <Stack as="section" aria-labelledby="shortcuts-title" gap="2" fontSize="sm">
      <Heading as="h2" id="shortcuts-title" size="xs" color="fg.muted">
        Raccourcis clavier (hors des champs de saisie)
      </Heading>
      <HStack as="ul" gap="4" flexWrap="wrap" listStyleType="none" m="0" p="0">
        {PLAYER_SHORTCUTS.map((shortcut) => (
          <HStack as="li" key={shortcut.action} gap="1.5">
            <Kbd>{shortcut.keys}</Kbd>
            <span>{shortcut.label}</span>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}

function FinishButton({ data }: { data: StaffVideo }) {
  const finish = useFinishVideo(data.video.id);
  const [open, setOpen] = useState(false);
  if (data.video.status === 'commentee') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Terminée{data.video.commentedAt ? ` le ${formatDateTime(data.video.commentedAt)}` : ''} : le membre voit tes commentaires.
      </Text>
    );
  }
  return (
    <>
      <Stack gap="1" align="flex-start">
        <Button colorPalette="green" onClick={() => setOpen(true)} disabled={!data.canFinish} aria-haspopup="dialog" aria-describedby={data.canFinish ? undefined : 'finish-hint'}>
          <CheckCheck aria-hidden="true" /> Terminer
        </Button>
        {!data.canFinish && (
          <Text id="finish-hint" fontSize="sm" color="fg.muted">
            Ajoute au moins un commentaire visible par le membre avant de terminer.
          </Text>
        )}
      </Stack>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title="Terminer l’analyse ?"
        size="md"
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Annuler</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="green" loading={finish.isPending} loadingText="Envoi…" onClick={() => finish.mutate(undefined, { onSuccess: () => setOpen(false) })}>
              Terminer et prévenir le membre
            </Button>
          </>
        }
      >
        <Text>
          {data.video.member.firstName} sera prévenu tout de suite et par e-mail, et verra tes commentaires sur sa vidéo. Tu ne pourras plus ajouter de commentaire
          visible, seulement des notes privées.
        </Text>
      </DialogFrame>
    </>
  );
}

function StaffVideoView({ data, onSourceError }: { data: StaffVideo; onSourceError: () => void }) {
  const { video, playback, comments } = data;
  const player = useVideoPlayer();
  const composer = useRef<CommentComposerHandle>(null);
  const progression = useVideoProgression(video.id);
  const reply = useStaffVideoReply(video.id);
  const title = videoTitle(video);

  usePlayerShortcuts(player, () => {
    player.pause();
    composer.current?.commentAt(player.ref.current?.currentTime ?? player.currentTime);
  });

  return (
    <StaffPage title={title} maxW="7xl">
      <Stack gap="2" mt="-4">
        <HStack gap="2" flexWrap="wrap">
          <VideoStatusBadge status={video.status} />
          {video.late && (
            <Badge colorPalette="red" variant="solid">
              En retard
            </Badge>
          )}
          <VideoDueBy video={video} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Envoyée par {video.member.firstName}
          {video.dog && ` pour ${video.dog.name}`}
          {video.sentAt && ` le ${formatDateTime(video.sentAt)}`}
          {video.dueBy && ` · échéance le ${formatDateTime(video.dueBy)}`}
          {video.analyst && ` · analysée par ${video.analyst.name}`}
        </Text>
        {backLink}
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem', xl: 'minmax(0, 1fr) 22rem' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          {playback ? (
            <Stack gap="3">
              <VideoPlayer player={player} src={playback.url} label={`Vidéo de ${video.member.firstName}, ${title}`} comments={comments} onSourceError={onSourceError} />
              <Shortcuts />
            </Stack>
          ) : (
            <Alert.Root status="info" rounded="lg">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{video.fileDeleted ? VIDEO_FILE_DELETED_MESSAGE : 'Le fichier de cette vidéo n’est pas disponible.'}</Alert.Title>
            </Alert.Root>
          )}
          <Card p={{ base: '4', md: '5' }}>
            <VideoCommentComposer ref={composer} videoId={video.id} canComment={data.canComment} currentTime={() => player.ref.current?.currentTime ?? player.currentTime} />
          </Card>
          <Stack as="section" aria-labelledby="comments-title" gap="3">
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Heading as="h2" id="comments-title" size="md">
                Commentaires
              </Heading>
              <FinishButton data={data} />
            </HStack>
            <CommentList
              label="Commentaires et notes, dans l’ordre de la vidéo"
              comments={comments}
              player={playback ? player : undefined}
              empty="Aucun commentaire pour l’instant : lance la vidéo et appuie sur C au moment à commenter."
              footer={(comment) => (
                <Text fontSize="xs" color="fg.muted">
                  {comment.author.name} · {formatDateTime(comment.createdAt)}
                </Text>
              )}
            />
          </Stack>
          <Stack as="section" aria-labelledby="replies-title" gap="3">
            <Heading as="h2" id="replies-title" size="md">
              Échanges avec le membre
            </Heading>
            <ReplyThread replies={data.replies} reader="staff" empty="Le membre n’a pas encore écrit sur cette vidéo." />
            <Card p={{ base: '4', md: '5' }}>
              <ReplyBox label="Ta réponse au membre" pending={reply.isPending} onSend={(body) => reply.mutateAsync(body)} />
            </Card>
          </Stack>
        </Stack>
        <MemberContext member={data.member} fiche={video.fiche} lead={<StaffProgression query={progression} />} />
      </Grid>
    </StaffPage>
  );
}
