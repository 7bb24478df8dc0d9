import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Main } from './Main';

export interface MemberPageProps {
  /** The page's only h1. */
  title: ReactNode;
  /** Short label above the title. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Buttons or links beside the title (under it on phones). */
  actions?: ReactNode;
  /** Above the title: a back link. */
  before?: ReactNode;
  maxW?: string;
  children: ReactNode;
}

/** A member-area page: `<main>`, a container from 320 to 1440 px, the h1 with its lead and actions, then the content. */
export function MemberPage({ title, eyebrow, lead, actions, before, maxW = '6xl', children }: MemberPageProps) {
  return (
    <Main>
      <Container maxW={maxW} px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          {before}
          <HStack
            justify="space-between"
            align={{ base: 'flex-start', md: 'flex-end' }}
            flexDirection={{ base: 'column', md: 'row' }}
            gap="4"
          >
            <Stack gap="2" minW="0">
              {eyebrow && (
                <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.06em" textTransform="uppercase" color="accent.700">
                  {eyebrow}
                </Text>
              )}
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900" overflowWrap="anywhere">
                {title}
              </Heading>
              {lead && (
                <Text color="fg.muted" maxW="2xl">
                  {lead}
                </Text>
              )}
            </Stack>
            {actions && (
              <HStack gap="3" flexWrap="wrap" flexShrink={0}>
                {actions}
              </HStack>
            )}
          </HStack>
          {children}
        </Stack>
      </Container>
    </Main>
  );
}
