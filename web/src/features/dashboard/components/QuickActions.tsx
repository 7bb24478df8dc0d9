import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { BookOpen, Dog, MessageCircleQuestion, ShoppingBag, Video } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';

const ACTIONS = [
  { to: '/membre/fiches', label: 'Parcourir les fiches', Icon: BookOpen },
  { to: '/membre/tickets', label: 'Poser une question', Icon: MessageCircleQuestion },
  { to: '/membre/visios', label: 'Réserver une visio', Icon: Video },
  { to: '/profil-chien', label: 'Le profil de mon chien', Icon: Dog },
  { to: '/boutique', label: 'La boutique', Icon: ShoppingBag },
] as const;

/** Quick actions (SPEC §2 Dashboard). */
export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions-title">
      <Stack gap="4">
        <Heading as="h2" id="quick-actions-title" size="xl">
          Actions rapides
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" m="0" p="0">
          {ACTIONS.map(({ to, label, Icon }) => (
            <li key={to}>
              <ButtonLink to={to} variant="outline" w="full" justifyContent="flex-start">
                <Icon aria-hidden="true" /> {label}
              </ButtonLink>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
