import { Link, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { staffArea } from '../../../../shared/domain/roles';
import { useAuth } from '../../lib/auth';
import { Drawer } from '../ui/Drawer';
import { PROFILE_SHEET_LINKS, STAFF_AREA_LINKS } from './navigation';

export interface ProfileSheetProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** The tab bar's "Profil" sheet: the staff area first for the team, then dog, points, abonnement, visios (loaded the first time it opens). */
export default function ProfileSheet({ open, onClose, returnFocusTo }: ProfileSheetProps) {
  const { state } = useAuth();
  const area = staffArea(state.roles);
  const links = area ? [STAFF_AREA_LINKS[area], ...PROFILE_SHEET_LINKS] : PROFILE_SHEET_LINKS;
  return (
    <Drawer open={open} onClose={onClose} title="Mon espace" placement="bottom" returnFocusTo={returnFocusTo}>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {links.map((item) => (
          <li key={item.to}>
            <Link
              asChild
              display="flex"
              justifyContent="space-between"
              px="3"
              py="3"
              rounded="md"
              color="fg"
              textDecoration="none"
              _hover={{ bg: 'bg.muted' }}
            >
              <RouterLink to={item.to} onClick={onClose}>
                <Text as="span" fontWeight="medium">
                  {item.label}
                </Text>
                <ChevronRight size={18} aria-hidden="true" />
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Drawer>
  );
}
