import { Button, chakra, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../ui/FormField';

interface ReplyBoxProps {
  label: string;
  /** Sends the text; resolves once it is written (the box then empties), rejects with a message shown by the caller. */
  onSend: (body: string) => Promise<unknown>;
  pending: boolean;
}

/** The box under a video's thread: the member's answer to the educator, or the educator's to the member. */
export function ReplyBox({ label, onSend, pending }: ReplyBoxProps) {
  const [body, setBody] = useState('');
  const empty = !body.trim();
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        onSend(body.trim()).then(
          () => setBody(''),
          () => undefined,
        );
      }}
    >
      <Stack gap="3">
        <FormField label={label}>
          <Textarea rows={3} autoresize maxH="40vh" value={body} onChange={(event) => setBody(event.target.value)} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" disabled={empty} loading={pending} loadingText="Envoi…">
            Envoyer
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
