import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IconFeatureProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Heading level of the title inside its section. */
  headingLevel?: 'h3' | 'h4';
  tone?: 'brand' | 'accent';
}

/** An illustrated point: a round icon, a short title and one or two sentences. */
export function IconFeature({ icon: Icon, title, children, headingLevel = 'h3', tone = 'brand' }: IconFeatureProps) {
  return (
    <Stack gap="3" align="flex-start">
      <Box display="grid" placeItems="center" boxSize="12" borderRadius="full" bg={`${tone}.100`} color={`${tone}.700`}
        aria-hidden>
        <Icon size={24} strokeWidth={1.75} />
      </Box>
      <Heading as={headingLevel} fontSize="lg" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}
