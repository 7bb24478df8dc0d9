import { Box, type BoxProps } from '@chakra-ui/react';

/** The app's surface for a block of content. */
export function Card(props: BoxProps) {
  return <Box bg="bg.panel" rounded="card" shadow="card" borderWidth="1px" borderColor="border" p={{ base: '5', md: '6' }} {...props} />;
}
