import { Button, chakra, Field, HStack, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { Clock, Lock, MessageSquarePlus } from 'lucide-react';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { VIDEO_COMMENT_MAX } from '../../../../../shared/domain/videos';
import { formatTimecode, parseTimecode } from '../../../components/videos/timeline';
import { isApiError } from '../../../lib/api';
import { useCommentVideo } from '../api/videos';

/** What the page asks of the composer: `c` writes a comment at the player's current time. */
export interface CommentComposerHandle {
  commentAt: (seconds: number) => void;
}

/** A moment as the educator edits it: the text in the field, and the exact time when it came from the player. */
interface Moment {
  text: string;
  exact: number | null;
}

const momentOf = (seconds: number): Moment => ({ text: formatTimecode(seconds), exact: seconds });
/** The exact time when the field still shows the player's, else what the educator typed. */
const secondsOf = (moment: Moment) => (moment.exact !== null && moment.text === formatTimecode(moment.exact) ? moment.exact : parseTimecode(moment.text));
const HOW_TO_WRITE = 'Indique un moment de la vidéo, par exemple 0:05 ou 1:20.';

interface VideoCommentComposerProps {
  videoId: string;
  /** The player's time now, for 'Moment affiché'. */
  currentTime: () => number;
  /** Comments the member sees may still be added (not finished); private notes always may. */
  canComment: boolean;
  ref?: Ref<CommentComposerHandle>;
}

/**
 * The educator's comment on the video: at a moment, or over a passage (a start and an end), each taken from the player
 * ('Moment affiché') or typed; a 'Note privée' the member never sees. `c` on the page fills the moment and puts the
 * cursor in the text.
 */
export function VideoCommentComposer({ videoId, currentTime, canComment, ref }: VideoCommentComposerProps) {
  const comment = useCommentVideo(videoId);
  const [at, setAt] = useState<Moment>({ text: '0:00', exact: 0 });
  const [until, setUntil] = useState<Moment | null>(null);
  const [text, setText] = useState('');
  const [privateNote, setPrivateNote] = useState(!canComment);
  const [problems, setProblems] = useState<{ at?: string; until?: string; text?: string }>({});
  const textField = useRef<HTMLTextAreaElement>(null);
  const isPrivate = privateNote || !canComment;

  useImperativeHandle(ref, () => ({
    commentAt: (seconds) => {
      setAt(momentOf(seconds));
      setProblems({});
      textField.current?.focus();
    },
  }));

  const submit = () => {
    const start = secondsOf(at);
    const end = until ? secondsOf(until) : undefined;
    const found: typeof problems = {};
    if (start === null) found.at = HOW_TO_WRITE;
    if (until && end === null) found.until = HOW_TO_WRITE;
    else if (start !== null && end != null && end <= start) found.until = 'La fin du passage doit venir après son début.';
    if (!text.trim()) found.text = 'Écris ton commentaire.';
    setProblems(found);
    if (Object.keys(found).length > 0 || start === null) return;
    comment.mutate(
      { atSeconds: start, ...(end != null ? { untilSeconds: end } : {}), text: text.trim(), private: isPrivate },
      {
        onSuccess: () => {
          setText('');
          setUntil(null);
        },
        onError: (error) => {
          if (isApiError(error)) setProblems({ at: error.fields.atSeconds, until: error.fields.untilSeconds, text: error.fields.text });
        },
      },
    );
  };

  return (
    <chakra.form
      aria-label="Commenter la vidéo"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="4">
        <HStack gap="4" align="flex-start" flexWrap="wrap">
          <Field.Root invalid={Boolean(problems.at)} maxW="12rem">
            <Field.Label>{until ? 'Début du passage' : 'Moment'}</Field.Label>
            <HStack gap="2">
              <Input value={at.text} onChange={(event) => setAt({ text: event.target.value, exact: at.exact })} inputMode="decimal" w="6rem" fontVariantNumeric="tabular-nums" />
              <Button size="sm" variant="outline" aria-label={`Prendre le moment affiché pour ${until ? 'le début' : 'le commentaire'}`} onClick={() => setAt(momentOf(currentTime()))}>
                <Clock aria-hidden="true" />
              </Button>
            </HStack>
            {problems.at && <Field.ErrorText>{problems.at}</Field.ErrorText>}
          </Field.Root>
          {until ? (
            <Field.Root invalid={Boolean(problems.until)} maxW="16rem">
              <Field.Label>Fin du passage</Field.Label>
              <HStack gap="2">
                <Input value={until.text} onChange={(event) => setUntil({ text: event.target.value, exact: until.exact })} inputMode="decimal" w="6rem" fontVariantNumeric="tabular-nums" />
                <Button size="sm" variant="outline" aria-label="Prendre le moment affiché pour la fin" onClick={() => setUntil(momentOf(currentTime()))}>
                  <Clock aria-hidden="true" />
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setUntil(null)}>
                  Un seul moment
                </Button>
              </HStack>
              {problems.until && <Field.ErrorText>{problems.until}</Field.ErrorText>}
            </Field.Root>
          ) : (
            <Button size="sm" variant="ghost" mt={{ base: '0', sm: '7' }} onClick={() => setUntil(momentOf(Math.max(currentTime(), (secondsOf(at) ?? 0) + 1)))}>
              Commenter un passage
            </Button>
          )}
        </HStack>
        <Field.Root invalid={Boolean(problems.text)}>
          <Field.Label>Commentaire</Field.Label>
          <Textarea ref={textField} value={text} onChange={(event) => setText(event.target.value)} rows={3} autoresize maxLength={VIDEO_COMMENT_MAX} bg="bg.panel" />
          {problems.text ? (
            <Field.ErrorText>{problems.text}</Field.ErrorText>
          ) : (
            <Field.HelperText>{isPrivate ? 'Une note pour l’équipe : le membre ne la verra jamais.' : 'Le membre le verra sur la vidéo quand tu auras terminé.'}</Field.HelperText>
          )}
        </Field.Root>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Switch.Root checked={isPrivate} disabled={!canComment} onCheckedChange={({ checked }) => setPrivateNote(checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label display="inline-flex" alignItems="center" gap="1.5">
              <Lock size={14} aria-hidden="true" /> Note privée
            </Switch.Label>
          </Switch.Root>
          <Button type="submit" colorPalette="brand" loading={comment.isPending} loadingText="Ajout…">
            <MessageSquarePlus aria-hidden="true" /> {isPrivate ? 'Ajouter la note' : 'Ajouter le commentaire'}
          </Button>
        </HStack>
        {!canComment && (
          <Text fontSize="sm" color="fg.muted">
            Cette vidéo est terminée : seules les notes privées restent possibles.
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
