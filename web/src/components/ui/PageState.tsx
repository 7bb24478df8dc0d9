import { Alert, Box, Button, Center, Container, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWaitsForNetwork } from '../../lib/offline/pending';
import { Main } from '../layout/Main';
import { OfflineUnavailable } from '../offline/OfflineUnavailable';

export type PageStateProps =
  | {
      kind: 'loading';
      /** What is loading, read by screen readers ('Chargement de tes visios…'). */
      label: string;
      /** The page's outline while it loads (skeletons keep the layout still); a spinner without one. */
      children?: ReactNode;
      /** Offline, what the page says when its data is not on the device ('Cette fiche n’est pas disponible…'). */
      unavailableOffline?: string;
    }
  | {
      kind: 'error';
      /** The French message: what could not be loaded. */
      message: string;
      /** Loads again ('Réessayer'); without it, the error is final (a ticket that does not exist). */
      onRetry?: () => void;
      retrying?: boolean;
      /** 'info' for an answer that is not a failure (not found). */
      status?: 'error' | 'info';
      /** Further actions beside 'Réessayer'. */
      children?: ReactNode;
    }
  | {
      kind: 'empty';
      message: string;
      /** What to do next (a link, a button). */
      action?: ReactNode;
    };

/**
 * The one way a page says it is loading, that its data could not be loaded (with 'Réessayer', which loads it again) or
 * that there is nothing to show yet (issue 23: the same three states were written page by page).
 */
export function PageState(props: PageStateProps) {
  switch (props.kind) {
    case 'loading':
      return <Loading {...props} />;
    case 'error':
      return (
        <Alert.Root status={props.status ?? 'error'} rounded="card" flexWrap="wrap" gap="3" alignItems="center">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="12rem">
            <Alert.Title>{props.message}</Alert.Title>
          </Alert.Content>
          {(props.onRetry || props.children) && (
            <Stack direction="row" gap="2" flexWrap="wrap">
              {props.onRetry && (
                <Button size="sm" variant="outline" onClick={props.onRetry} loading={props.retrying} loadingText="Chargement…">
                  <RotateCw aria-hidden="true" /> Réessayer
                </Button>
              )}
              {props.children}
            </Stack>
          )}
        </Alert.Root>
      );
    case 'empty':
      return (
        <Stack gap="3" align="center" textAlign="center" py="8" px="4" borderWidth="1px" borderStyle="dashed" rounded="card">
          <Text color="fg.muted">{props.message}</Text>
          {props.action}
        </Stack>
      );
  }
}

/**
 * Loading, or, offline, why it will not load yet (issue 27): the data the page waits for is not on the device and
 * its query waits for the network (lib/offline/pending.ts, `useWaitsForNetwork`). Decided here, once for every page:
 * a page shows this state only while its data is missing, and offline every query still missing its data is paused
 * by TanStack. The network back, the query resumes and the page loads by itself.
 */
function Loading({ label, children, unavailableOffline }: Extract<PageStateProps, { kind: 'loading' }>) {
  if (useWaitsForNetwork()) return <OfflineUnavailable message={unavailableOffline} />;
  return (
    <Box role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children ?? <CenteredSpinner minH="40" />}
    </Box>
  );
}

/**
 * A whole page loading that has no outline to show meanwhile (a fiche, a dog's profile): its `<main>`, the loading
 * state, and offline the same message as any page's.
 */
export function PageLoading({ label, unavailableOffline }: { label: string; unavailableOffline?: string }) {
  return (
    <Main>
      <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <PageState kind="loading" label={label} unavailableOffline={unavailableOffline}>
          <CenteredSpinner minH="50vh" />
        </PageState>
      </Container>
    </Main>
  );
}

const CenteredSpinner = ({ minH }: { minH: string }) => (
  <Center minH={minH}>
    <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
  </Center>
);
