import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from '../../../components/layout/Main';

/** Frame of a console page: its title, what it is for, an optional action, then its content. */
export function StaffPage({ title, summary, action, maxW = '6xl', children }: { title: ReactNode; summary?: ReactNode; action?: ReactNode; maxW?: string; children?: ReactNode }) {
  return (
    <Main px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
      <Stack gap="6" maxW={maxW}>
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <Stack gap="1" minW="0">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {summary && <Text color="fg.muted">{summary}</Text>}
          </Stack>
          {action}
        </HStack>
        {children}
      </Stack>
    </Main>
  );
}
