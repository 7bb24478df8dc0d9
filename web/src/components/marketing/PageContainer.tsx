import { Container, type ContainerProps } from '@chakra-ui/react';

/** The content width of public pages: full width with comfortable gutters on phones, 72rem at most. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW="6xl" px={{ base: '5', md: '8' }} {...props} />;
}
