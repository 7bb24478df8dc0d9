import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from './PageContainer';

export interface PageHeaderProps {
  /** Short label above the title (the section of the site). */
  eyebrow?: string;
  /** The page's only h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Calls to action or a control shown under the lead. */
  children?: ReactNode;
  align?: 'start' | 'center';
}

/** The top of a public page: eyebrow, the page's h1, a lead paragraph and optional actions. */
export function PageHeader({ eyebrow, title, lead, children, align = 'center' }: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <Box
      as="header"
      bgImage="radial-gradient(ellipse at top, {colors.brand.100} 0%, transparent 65%)"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '10', md: '14' }}
    >
      <PageContainer>
        <Stack gap="5" maxW="3xl" mx={centered ? 'auto' : undefined} textAlign={centered ? 'center' : 'start'}
          alignItems={centered ? 'center' : 'flex-start'}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading as="h1" fontSize={{ base: '3xl', sm: '4xl', md: '5xl' }} lineHeight="1.1" color="brand.900">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              {lead}
            </Text>
          )}
          {children}
        </Stack>
      </PageContainer>
    </Box>
  );
}

/** The small uppercase label that introduces a title. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Text as="p" fontSize="sm" fontWeight="semibold" letterSpacing="0.08em" textTransform="uppercase" color="accent.700">
      {children}
    </Text>
  );
}
