import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PageContainer } from './PageContainer';
import { Eyebrow } from './PageHeader';

export type SectionTone = 'plain' | 'muted' | 'brand';

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  /** The section's h2; it also names the region for assistive technologies. */
  title: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  align?: 'start' | 'center';
  children: ReactNode;
}

const tones: Record<SectionTone, { bg: string; title: string; text: string }> = {
  plain: { bg: 'transparent', title: 'brand.900', text: 'fg.muted' },
  muted: { bg: 'bg.muted', title: 'brand.900', text: 'fg.muted' },
  brand: { bg: 'bg.brand', title: 'white', text: 'fg.onBrand' },
};

/** A titled band of a public page: a `<section>` labelled by its h2, with an optional eyebrow and intro. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', align = 'center', children }: SectionProps) {
  const titleId = useId();
  const colors = tones[tone];
  const centered = align === 'center';
  return (
    <Box as="section" id={id} aria-labelledby={titleId} bg={colors.bg} py={{ base: '14', md: '20' }}>
      <PageContainer>
        <Stack gap="4" mb={{ base: '8', md: '12' }} maxW="3xl" mx={centered ? 'auto' : undefined}
          textAlign={centered ? 'center' : 'start'} alignItems={centered ? 'center' : 'flex-start'}>
          {eyebrow && (tone === 'brand' ? <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.08em"
            textTransform="uppercase" color="accent.200">{eyebrow}</Text> : <Eyebrow>{eyebrow}</Eyebrow>)}
          <Heading as="h2" id={titleId} fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.15" color={colors.title}>
            {title}
          </Heading>
          {intro && <Text fontSize={{ base: 'md', md: 'lg' }} color={colors.text}>{intro}</Text>}
        </Stack>
        {children}
      </PageContainer>
    </Box>
  );
}
