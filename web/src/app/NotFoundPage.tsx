import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Main } from '../components/layout/Main';

/** Any unknown path (SPEC §2). */
export default function NotFoundPage() {
  return (
    <Main>
      <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
        <Stack gap="5" align="center">
          <Text fontFamily="heading" fontSize={{ base: '6xl', md: '8xl' }} fontWeight="700" color="brand.fg" lineHeight="1" aria-hidden="true">
            404
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Cette page s’est perdue en promenade
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            L’adresse que tu as suivie n’existe pas ou plus. Pas de panique : on te ramène à la maison.
          </Text>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/">Retour à l’accueil</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Main>
  );
}
