import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from '../../../components/layout/Main';

/** Frame of an admin page: its title, a line saying what it is for, then its content. */
export function AdminPage({ title, summary, children }: { title: string; summary: string; children?: ReactNode }) {
  return (
    <Main px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }}>
      <Stack gap="6" maxW="6xl">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{summary}</Text>
        </Stack>
        {children}
      </Stack>
    </Main>
  );
}
