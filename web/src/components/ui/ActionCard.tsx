import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { Card } from './Card';

interface ActionCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  /** The button's label. */
  cta: string;
  /** The title's level in the page's outline. */
  headingLevel: 'h2' | 'h3';
  /** `sm` for a row of three beside other content, `md` for a pair that stands on its own. */
  size?: 'sm' | 'md';
}

/** A card that leads somewhere: an icon, a title, one sentence and a button link at its foot. */
export function ActionCard({ icon, title, text, to, cta, headingLevel, size = 'md' }: ActionCardProps) {
  const small = size === 'sm';
  return (
    <Card as="section" {...(small ? { p: '5' } : {})}>
      <Stack gap="3" h="full">
        <HStack gap="3">
          <HStack justify="center" boxSize={small ? '8' : '10'} flexShrink="0" rounded="xl" bg="accent.subtle" color="accent.fg" aria-hidden="true">
            {icon}
          </HStack>
          <Heading as={headingLevel} size={small ? 'sm' : 'lg'}>
            {title}
          </Heading>
        </HStack>
        <Text fontSize={small ? 'sm' : 'md'} color="fg.muted">
          {text}
        </Text>
        <ButtonLink to={to} size={small ? 'sm' : 'md'} variant="outline" mt="auto" alignSelf="flex-start">
          {cta}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
