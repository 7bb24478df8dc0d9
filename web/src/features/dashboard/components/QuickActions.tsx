import { SimpleGrid } from '@chakra-ui/react';
import { BookOpen, Clapperboard, Dog, MessageCircleQuestion, ShoppingBag, UserRound, Video } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DashboardCard } from './DashboardCard';

const ACTIONS = [
  { to: '/membre/fiches', label: 'Parcourir les fiches', Icon: BookOpen },
  { to: '/membre/tickets', label: 'Poser une question', Icon: MessageCircleQuestion },
  { to: '/membre/visios', label: 'Réserver une visio', Icon: Video },
  { to: '/membre/videos', label: 'Mes vidéos', Icon: Clapperboard },
  { to: '/profil-chien', label: 'Le profil de mon chien', Icon: Dog },
  { to: '/boutique', label: 'La boutique', Icon: ShoppingBag },
  { to: '/membre/compte', label: 'Mon compte', Icon: UserRound },
] as const;

/** Quick actions (SPEC §2 Dashboard). */
export function QuickActions() {
  return (
    <DashboardCard titleId="quick-actions-title" title="Actions rapides">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" m="0" p="0">
        {ACTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <ButtonLink to={to} variant="outline" w="full" justifyContent="flex-start">
              <Icon aria-hidden="true" /> {label}
            </ButtonLink>
          </li>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
