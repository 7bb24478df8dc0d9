import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from '../../../components/layout/Main';

/** Centred card the auth pages share: page title, short intro and the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Main bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '8', md: '16' }}>
      <Container maxW="md" px={{ base: '4', sm: '6' }}>
        <Stack gap="6">
          <Stack gap="2" textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {intro && <Text color="fg.muted">{intro}</Text>}
          </Stack>
          <Box bg="bg.panel" rounded="card" shadow="card" borderWidth="1px" borderColor="border" p={{ base: '5', sm: '8' }}>
            {children}
          </Box>
        </Stack>
      </Container>
    </Main>
  );
}
