import { Alert, Box, Button, Center, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';

export type PageStateProps =
  | {
      kind: 'loading';
      /** What is loading, read by screen readers ('Chargement de tes visios…'). */
      label: string;
      /** The page's outline while it loads (skeletons keep the layout still); a spinner without one. */
      children?: ReactNode;
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
      return (
        <Box role="status" aria-busy="true">
          <VisuallyHidden>{props.label}</VisuallyHidden>
          {props.children ?? (
            <Center minH="40">
              <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
            </Center>
          )}
        </Box>
      );
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
