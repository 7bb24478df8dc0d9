import { Alert, Button, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Camera, CheckCircle2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { VideoUpload } from '../../../../../shared/contract/video-schemas';
import { VIDEO_CONTENT_TYPE_LIST, VIDEO_MAX_SECONDS } from '../../../../../shared/domain/videos';
import { DogChoiceField, useDogChoice } from '../../../components/dogs/DogChoiceField';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { FormField } from '../../../components/ui/FormField';
import { PageState } from '../../../components/ui/PageState';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { formatTimecode } from '../../../components/videos/timeline';
import { ficheDetailQuery, ficheLibraryQuery, isApiError, ticketQuery, ticketsQuery } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';
import { useReserveUpload, useUploadDone, useVideos, videoFailureMessage } from '../api/videos';
import { declaredContentType, recordingFileName, videoFileProblem } from '../checks';
import { FilmingAdvice } from '../components/FilmingAdvice';
import { VideoRecorder, browserRecordingType } from '../components/VideoRecorder';
import { VideoRightsPanel } from '../components/VideoRightsPanel';
import { VIDEOS_PATH, videoPath } from '../paths';
import { readVideoDuration } from '../read-duration';
import { videoRightsView } from '../rights';
import { UploadError, uploadVideoFile } from '../upload';

const TITLE = 'Envoyer une vidéo';
const LEAD = 'Un éducateur regarde ta vidéo et la commente moment par moment, sous un jour ouvré.';
const ACCEPT = [...VIDEO_CONTENT_TYPE_LIST, '.mp4', '.mov', '.webm'].join(',');

const backLink = (
  <TextLink to={VIDEOS_PATH} display="inline-flex" alignItems="center" gap="1" color="brand.fg" alignSelf="flex-start">
    <ArrowLeft size={16} aria-hidden="true" /> Mes vidéos
  </TextLink>
);

/** What the video is about: a fiche or one of the member's tickets (the API wants one of the two). */
type Subject = { kind: 'fiche' | 'ticket'; id: string };

const subjectValue = (subject: Subject) => `${subject.kind}:${subject.id}`;
function subjectOf(value: string): Subject | null {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return (kind === 'fiche' || kind === 'ticket') && id ? { kind, id } : null;
}

/** The file picked or filmed, as the checks read it. */
interface Picked {
  file: Blob;
  name: string;
  contentType: string;
  sizeBytes: number;
  durationSeconds: number | null;
}

type Phase = { kind: 'idle' } | { kind: 'sending'; progress: number; retry: number } | { kind: 'failed'; message: string; canRetry: boolean } | { kind: 'sent'; videoId: string };

/** '12,4 Mo', or '85 Ko' under a megabyte (as a file browser counts them: 1 Mo = 1024 Ko). */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} Ko` : `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;

/**
 * /membre/videos/envoyer?fiche={id} or ?ticket={id} (issue 26): 'Envoyer une vidéo' from a fiche or a ticket. The
 * filming advice first; then a file picked or filmed with the camera (where the browser records), checked here with
 * the domain's rules (type, 150 Mo, 2 minutes read from the file); then the server reserves it (the month's video or
 * a credit) and the file goes straight to storage with the presigned POST, with a progress bar and retries. Without a
 * right to send, the upgrade prompt (Gratuit) or the extra video (the month's all sent) instead.
 */
export default function SendVideoPage() {
  const videos = useVideos();
  if (videos.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD} before={backLink} maxW="4xl">
        <PageState kind="loading" label="Chargement…">
          <Skeleton h="48" rounded="card" />
        </PageState>
      </MemberPage>
    );
  }
  if (videos.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD} before={backLink} maxW="4xl">
        <PageState kind="error" message="Impossible de charger tes droits d’envoi. Réessaie dans un instant." onRetry={() => void videos.refetch()} retrying={videos.isFetching} />
      </MemberPage>
    );
  }
  const view = videoRightsView(videos.data.rights);
  return (
    <MemberPage title={TITLE} lead={LEAD} before={backLink} maxW="4xl">
      <FilmingAdvice />
      {view.blocked ? <VideoRightsPanel view={view} /> : <SendVideoForm lines={view.lines} />}
    </MemberPage>
  );
}

/** The fiche or ticket named in the address, or the member's choice among theirs. */
function useSubject() {
  const [search] = useSearchParams();
  const fromAddress: Subject | null = search.get('fiche') ? { kind: 'fiche', id: search.get('fiche') ?? '' } : search.get('ticket') ? { kind: 'ticket', id: search.get('ticket') ?? '' } : null;
  const [chosen, setChosen] = useState<Subject | null>(null);
  const subject = fromAddress ?? chosen;
  const { dogId } = useCurrentDog();
  const fiche = useQuery({ ...ficheDetailQuery(subject?.kind === 'fiche' ? subject.id : '', dogId), enabled: subject?.kind === 'fiche' });
  const ticket = useQuery({ ...ticketQuery(subject?.kind === 'ticket' ? subject.id : ''), enabled: subject?.kind === 'ticket' });
  const title = subject?.kind === 'fiche' ? fiche.data?.fiche.title : subject?.kind === 'ticket' ? ticket.data?.ticket.title : undefined;
  return { subject, title, fixed: fromAddress !== null, choose: setChosen };
}

function SubjectChoice({ value, onChange }: { value: Subject | null; onChange: (subject: Subject | null) => void }) {
  const { dogId } = useCurrentDog();
  const fiches = useQuery(ficheLibraryQuery(dogId));
  const tickets = useQuery(ticketsQuery());
  const readable = fiches.data?.fiches.filter((fiche) => !fiche.locked) ?? [];
  const own = tickets.data?.tickets ?? [];
  return (
    <FormField label="De quoi parle ta vidéo ?" required helper="Une fiche que tu travailles, ou un de tes tickets : l’éducateur la regardera avec.">
      <NativeSelect.Root disabled={fiches.isPending && tickets.isPending}>
        <NativeSelect.Field value={value ? subjectValue(value) : ''} onChange={(event) => onChange(subjectOf(event.target.value))}>
          <option value="">Choisir…</option>
          {readable.length > 0 && (
            <optgroup label="Fiches">
              {readable.map((fiche) => (
                <option key={fiche.id} value={subjectValue({ kind: 'fiche', id: fiche.id })}>
                  {fiche.title}
                </option>
              ))}
            </optgroup>
          )}
          {own.length > 0 && (
            <optgroup label="Mes tickets">
              {own.map((ticket) => (
                <option key={ticket.id} value={subjectValue({ kind: 'ticket', id: ticket.id })}>
                  {ticket.title}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function SendVideoForm({ lines }: { lines: string[] }) {
  const { subject, title, fixed, choose } = useSubject();
  const dog = useDogChoice();
  const reserve = useReserveUpload();
  const uploadDone = useUploadDone();
  const [recording] = useState(browserRecordingType);
  const [filming, setFilming] = useState(false);
  const [reading, setReading] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const reservation = useRef<VideoUpload | null>(null);
  // One reservation per file: a retried 'Envoyer' after a lost answer sends the same id, and the server reserves once.
  const requestId = useRef(crypto.randomUUID());
  const cancel = useRef<AbortController | null>(null);

  const problem = picked ? videoFileProblem(picked) : null;
  const sending = phase.kind === 'sending';

  const take = async (file: Blob, name: string, timedSeconds: number | null) => {
    setFilming(false);
    setPhase({ kind: 'idle' });
    reservation.current = null;
    requestId.current = crypto.randomUUID();
    setReading(true);
    const read = await readVideoDuration(file);
    setReading(false);
    setPicked({ file, name, contentType: declaredContentType({ name, type: file.type }), sizeBytes: file.size, durationSeconds: read ?? timedSeconds });
  };

  const upload = async (current: Picked, reserved: VideoUpload) => {
    const controller = new AbortController();
    cancel.current = controller;
    setPhase({ kind: 'sending', progress: 0, retry: 0 });
    try {
      await uploadVideoFile(reserved.upload, current.file, current.name, {
        signal: controller.signal,
        onProgress: (progress) => setPhase((now) => (now.kind === 'sending' ? { ...now, progress } : now)),
        onRetry: (retry) => setPhase({ kind: 'sending', progress: 0, retry }),
      });
      setPhase({ kind: 'sent', videoId: reserved.video.id });
      toaster.create({ type: 'success', title: 'Vidéo envoyée', description: 'Un éducateur la commentera sous un jour ouvré.' });
      void uploadDone();
    } catch (error) {
      const expired = Date.parse(reserved.upload.expiresAt) <= Date.now();
      const message = error instanceof UploadError ? error.message : videoFailureMessage(error);
      setPhase({
        kind: 'failed',
        canRetry: !expired,
        message: expired ? 'Le délai d’envoi de ta vidéo est passé : la vidéo réservée te sera rendue sous 24 heures, tu pourras alors l’envoyer de nouveau.' : message,
      });
    }
  };

  const send = async () => {
    if (!picked || problem || !subject || picked.durationSeconds === null) return;
    if (reservation.current) return upload(picked, reservation.current);
    setPhase({ kind: 'sending', progress: 0, retry: 0 });
    try {
      const reserved = await reserve.mutateAsync({
        requestId: requestId.current,
        ...(subject.kind === 'fiche' ? { ficheId: subject.id, dogId: dog.dogId } : { ticketId: subject.id }),
        sizeBytes: picked.sizeBytes,
        contentType: picked.contentType,
        durationSeconds: Math.round(picked.durationSeconds * 100) / 100,
      });
      reservation.current = reserved;
      await upload(picked, reserved);
    } catch (error) {
      const refused = isApiError(error) && error.status !== 0 && error.status < 500;
      setPhase({ kind: 'failed', message: videoFailureMessage(error), canRetry: !refused });
    }
  };

  if (phase.kind === 'sent') {
    return (
      <Card as="section" aria-labelledby="sent-title" role="status">
        <Stack gap="3">
          <HStack gap="3">
            <CheckCircle2 aria-hidden="true" color="var(--chakra-colors-green-600)" />
            <Heading as="h2" id="sent-title" size="lg">
              Vidéo envoyée
            </Heading>
          </HStack>
          <Text>Merci ! Un éducateur va regarder ta vidéo et la commenter sous un jour ouvré. Tu seras prévenu dès que ses commentaires seront prêts.</Text>
          <HStack gap="3" flexWrap="wrap">
            <ButtonLink to={videoPath(phase.videoId)} colorPalette="brand">
              Voir ma vidéo
            </ButtonLink>
            <ButtonLink to={VIDEOS_PATH} variant="outline">
              Mes vidéos
            </ButtonLink>
          </HStack>
        </Stack>
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby="send-title">
      <Stack gap="5">
        <Heading as="h2" id="send-title" size="lg">
          Ta vidéo
        </Heading>
        {lines.map((line) => (
          <Text key={line} color="fg.muted" fontSize="sm">
            {line}
          </Text>
        ))}
        {fixed ? (
          title && (
            <Text>
              À propos {subject?.kind === 'fiche' ? 'de la fiche' : 'du ticket'} <strong>« {title} »</strong>
            </Text>
          )
        ) : (
          <SubjectChoice value={subject} onChange={choose} />
        )}
        {subject?.kind === 'fiche' && <DogChoiceField choice={dog} />}

        {filming && recording ? (
          <VideoRecorder mimeType={recording} onRecorded={(blob, seconds) => void take(blob, recordingFileName(recording, new Date()), seconds)} onCancel={() => setFilming(false)} />
        ) : (
          <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <FormField label="Choisir une vidéo" helper={`MP4, MOV ou WebM, ${formatTimecode(VIDEO_MAX_SECONDS)} et 150 Mo au plus`}>
              {/* The field's Input (unstyled: a file picker keeps the browser's look), so its label and helper are tied to it. */}
              <Input
                unstyled
                type="file"
                accept={ACCEPT}
                disabled={sending}
                fontSize="sm"
                maxW="full"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void take(file, file.name, null);
                }}
              />
            </FormField>
            {recording && (
              <Button variant="outline" colorPalette="brand" flexShrink={0} disabled={sending} onClick={() => setFilming(true)}>
                <Camera aria-hidden="true" /> Filmer avec la caméra
              </Button>
            )}
          </Stack>
        )}

        {reading && (
          <Text role="status" fontSize="sm" color="fg.muted">
            Lecture de ta vidéo…
          </Text>
        )}
        {picked && !reading && (
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {picked.name}
            </Text>
            <Text color="fg.muted">
              {fileSize(picked.sizeBytes)}
              {picked.durationSeconds !== null ? ` · ${formatTimecode(picked.durationSeconds)}` : ''}
            </Text>
          </Stack>
        )}
        {problem && !reading && (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{problem}</Alert.Title>
          </Alert.Root>
        )}

        {phase.kind === 'sending' && (
          <Stack gap="2">
            <ProgressBar value={Math.round(phase.progress * 100)} label="Envoi de ta vidéo" />
            <Text fontSize="sm" color="fg.muted" role="status">
              {phase.retry > 0 ? `Connexion interrompue : nouvel essai (${phase.retry})… ` : 'Envoi en cours… '}
              {Math.round(phase.progress * 100)} %
            </Text>
          </Stack>
        )}
        {phase.kind === 'failed' && (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{phase.message}</Alert.Title>
          </Alert.Root>
        )}

        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          {sending && (
            <Button variant="outline" onClick={() => cancel.current?.abort()}>
              Annuler l’envoi
            </Button>
          )}
          <Button
            colorPalette="brand"
            onClick={() => void send()}
            disabled={!picked || Boolean(problem) || reading || !subject || (phase.kind === 'failed' && !phase.canRetry)}
            loading={sending}
            loadingText="Envoi…"
          >
            <Upload aria-hidden="true" /> {phase.kind === 'failed' && phase.canRetry ? 'Réessayer l’envoi' : 'Envoyer la vidéo'}
          </Button>
        </HStack>
      </Stack>
    </Card>
  );
}
