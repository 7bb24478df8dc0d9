import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { BRAND } from '../../../../../shared/brand';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useSignOutDeletedAccount } from '../api/deletion';

/** /compte-supprime (issue 22): where a member lands, signed out, once their account is deleted. */
export default function AccountDeletedPage() {
  useSignOutDeletedAccount();
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Ton compte a été supprimé
        </Heading>
        <Text>
          Ton abonnement est arrêté, ton compte Discord n’est plus relié et tes données personnelles sont en cours d’effacement. Un e-mail de confirmation part vers
          l’adresse de ton compte.
        </Text>
        <Text>
          Tes factures restent conservées 10 ans, comme la loi l’exige, avec leurs montants, leurs dates et une référence anonyme. Merci d’avoir fait partie de la
          meute, et à bientôt peut-être sur {BRAND.name}.
        </Text>
        <ButtonLink to="/" colorPalette="brand" alignSelf="flex-start">
          Revenir à l’accueil
        </ButtonLink>
      </Stack>
    </Container>
  );
}
