import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Circle, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_MAX_SECONDS } from '../../../../../shared/domain/videos';
import { formatTimecode } from '../../../components/videos/timeline';
import { recordingType } from '../checks';

/** The format this browser records in, or null when it cannot record an accepted one (then no 'Filmer' button). */
export function browserRecordingType(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return recordingType((type) => MediaRecorder.isTypeSupported(type));
}

interface VideoRecorderProps {
  mimeType: string;
  /** The recording, and how long it lasted as timed here (a recorded WebM often has no duration in its header). */
  onRecorded: (recording: Blob, seconds: number) => void;
  onCancel: () => void;
}

/**
 * Films with the device's camera (the back one on a phone) and its microphone, with MediaRecorder: a preview, then
 * 'Commencer' and 'Arrêter', the time filmed, and a stop by itself at 2 minutes. The camera is released on the way out.
 */
export function VideoRecorder({ mimeType, onRecorded, onCancel }: VideoRecorderProps) {
  const preview = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const [state, setState] = useState<'opening' | 'ready' | 'recording' | 'denied'>('opening');
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: true })
      .then((media) => {
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = media;
        if (preview.current) preview.current.srcObject = media;
        setState('ready');
      })
      .catch(() => !cancelled && setState('denied'));
    return () => {
      cancelled = true;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => {
      const seconds = (Date.now() - startedAt.current) / 1000;
      setElapsed(seconds);
      if (seconds >= VIDEO_MAX_SECONDS) recorder.current?.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  const start = () => {
    if (!stream.current) return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, { mimeType });
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const seconds = Math.min(VIDEO_MAX_SECONDS, (Date.now() - startedAt.current) / 1000);
      stream.current?.getTracks().forEach((track) => track.stop());
      onRecorded(new Blob(chunks, { type: mimeType }), seconds);
    };
    recorder.current = media;
    startedAt.current = Date.now();
    setElapsed(0);
    media.start(1000);
    setState('recording');
  };

  if (state === 'denied') {
    return (
      <Stack gap="3">
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            Nous n’avons pas pu accéder à ta caméra : autorise-la dans ton navigateur, ou choisis une vidéo déjà filmée.
          </Alert.Title>
        </Alert.Root>
        <Button variant="outline" alignSelf="flex-start" onClick={onCancel}>
          Revenir au choix
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Box bg="black" rounded="lg" overflow="hidden">
        <video ref={preview} autoPlay muted playsInline aria-label="Aperçu de la caméra" style={{ display: 'block', width: '100%', maxHeight: '60vh' }} />
      </Box>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text role="timer" aria-live="off" fontVariantNumeric="tabular-nums" fontWeight="semibold">
          {state === 'recording' ? `Enregistrement ${formatTimecode(elapsed)} / ${formatTimecode(VIDEO_MAX_SECONDS)}` : `Jusqu’à ${formatTimecode(VIDEO_MAX_SECONDS)}`}
        </Text>
        <HStack gap="3">
          <Button variant="outline" onClick={onCancel} disabled={state === 'recording'}>
            Annuler
          </Button>
          {state === 'recording' ? (
            <Button colorPalette="red" onClick={() => recorder.current?.stop()}>
              <Square aria-hidden="true" /> Arrêter
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={start} disabled={state !== 'ready'} loading={state === 'opening'} loadingText="Ouverture de la caméra…">
              <Circle aria-hidden="true" /> Commencer l’enregistrement
            </Button>
          )}
        </HStack>
      </HStack>
    </Stack>
  );
}
