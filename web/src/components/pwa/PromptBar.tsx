import { Box, Container, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A bar across the page under the header, in its flow (it pushes the page down, never covers it): a sentence and its
 * buttons, which wrap under it on a phone. Polite live region: a screen reader says it once, without moving the focus (not a `status`: the toasts are).
 */
export function PromptBar({ label, message, children }: { label: string; message: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={label} aria-live="polite" bg="brand.50" borderBottomWidth="1px" borderColor="brand.200">
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py="3">
        <Flex gap={{ base: '2', md: '4' }} align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Text color="brand.900" fontSize="sm" fontWeight="medium">
            {message}
          </Text>
          <Flex gap="2" wrap="wrap" flexShrink={0}>
            {children}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
