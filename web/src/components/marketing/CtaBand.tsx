import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PageContainer } from './PageContainer';

export interface CtaBandProps {
  title: string;
  text?: ReactNode;
  /** The buttons; use `variant="solid" colorPalette="accent"` or a white outline on this dark band. */
  children: ReactNode;
}

/** A closing call to action on the deep brand colour. */
export function CtaBand({ title, text, children }: CtaBandProps) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} py={{ base: '12', md: '16' }}>
      <PageContainer>
        <Stack bg="bg.brand" color="fg.onBrand" borderRadius="card" px={{ base: '6', md: '14' }} py={{ base: '10', md: '14' }}
          gap="5" align="center" textAlign="center" boxShadow="raised"
          bgImage="radial-gradient(circle at 85% 15%, {colors.brand.600} 0%, transparent 45%)">
          <Heading as="h2" id={titleId} fontSize={{ base: '2xl', md: '3xl' }} color="white" maxW="2xl">
            {title}
          </Heading>
          {text && <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">{text}</Text>}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            {children}
          </Stack>
        </Stack>
      </PageContainer>
    </Box>
  );
}
