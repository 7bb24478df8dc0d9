import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Main } from '../../../components/layout/Main';
import { PageContainer } from '../../../components/marketing/PageContainer';
import { PageHeader } from '../../../components/marketing/PageHeader';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { failureMessage } from '../failure';

/** A page's heading, and the one link it offers to « Mon compte ». */
interface Outcome {
  title: string;
  lead: string;
  link: { to: string; label: string };
}

export interface OneClickLinkPageProps<Done> {
  /** Above every title: what the link is about ('Désinscription', 'Rappels'). */
  eyebrow: string;
  /** The link's token (`?t=`); null when it is missing or names nothing: the page says the link is incomplete. */
  token: string | null;
  /** The one-click POST the link stands for, sent with the token (the same request a mail client sends). */
  action: UseMutationResult<Done, Error, string>;
  /** Before the click: the question, its lead, the card's name and text, and the two buttons. */
  ask: { title: string; lead: string; section: string; text: string; confirm: string; pending: string; keep: string };
  /** Once done (it may name what the answer says). */
  done: (answer: Done) => Outcome;
  incomplete: Outcome;
}

/**
 * Where a link 'en un clic' of an e-mail leads a person, without sign-in: the e-mails' unsubscribe (/desinscription,
 * issue 22) and the reminders' stop (/rappels/arret, issue 25). Opening it changes nothing (a link checker or a mail
 * scanner may open it); the button sends the one-click POST a mail client sends (RFC 8058), and the page confirms in
 * French, or says why it could not.
 */
export function OneClickLinkPage<Done>({ eyebrow, token, action, ask, done, incomplete }: OneClickLinkPageProps<Done>) {
  const outcome = action.isSuccess ? done(action.data) : !token ? incomplete : null;
  if (outcome) {
    return (
      <Main>
        <PageHeader eyebrow={eyebrow} title={outcome.title} lead={outcome.lead}>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <ButtonLink to={outcome.link.to} colorPalette="brand" variant={action.isSuccess ? 'outline' : 'solid'}>
              {outcome.link.label}
            </ButtonLink>
          </HStack>
        </PageHeader>
      </Main>
    );
  }

  return (
    <Main>
      <PageHeader eyebrow={eyebrow} title={ask.title} lead={ask.lead} />
      <PageContainer maxW="xl" pb="16">
        <Card as="section" aria-label={ask.section} p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Text>{ask.text}</Text>
            {action.isError ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{failureMessage(action.error)}</Alert.Title>
              </Alert.Root>
            ) : null}
            <HStack gap="3" flexWrap="wrap">
              <Button colorPalette="brand" loading={action.isPending} loadingText={ask.pending} onClick={() => token && action.mutate(token)}>
                {ask.confirm}
              </Button>
              <ButtonLink to="/" variant="ghost">
                {ask.keep}
              </ButtonLink>
            </HStack>
          </Stack>
        </Card>
      </PageContainer>
    </Main>
  );
}
