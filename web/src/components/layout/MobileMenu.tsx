import { Avatar, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Drawer } from '../ui/Drawer';
import { navLinkStyle } from './navLinkStyle';
import { MEMBER_CTA, MEMBER_LINKS, PROFILE_LINK, SIGN_IN_LINK, SIGN_UP_CTA, VISITOR_LINKS, type NavItem } from './navigation';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The member's display name; absent for a visitor. */
  memberName?: string | undefined;
  /** The staff area of a staff member (the admin area, the educators' console), shown first; none for a member. */
  staffLink?: NavItem | null;
  onSignOut: () => void;
  /** Where focus returns when the menu closes (the toggle button). */
  returnFocusTo: () => HTMLElement | null;
}

/** The header's menu on small screens, in a drawer (loaded the first time it opens). */
export default function MobileMenu({ open, onClose, memberName, staffLink = null, onSignOut, returnFocusTo }: MobileMenuProps) {
  const signedIn = memberName !== undefined;
  return (
    <Drawer open={open} onClose={onClose} title="Menu" placement="end" closeLabel="Fermer le menu" returnFocusTo={returnFocusTo}>
      <Stack gap="6">
        {signedIn && (
          <Link asChild textDecoration="none" color="fg">
            <RouterLink to={PROFILE_LINK} onClick={onClose}>
              <HStack gap="2">
                <Avatar.Root size="sm" colorPalette="brand">
                  <Avatar.Fallback name={memberName} />
                </Avatar.Root>
                <Text as="span" fontWeight="semibold">
                  {memberName}
                </Text>
              </HStack>
            </RouterLink>
          </Link>
        )}
        <nav aria-label="Navigation mobile">
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {(signedIn ? MEMBER_LINKS : VISITOR_LINKS).map((item) => (
              <li key={item.to}>
                <Link asChild display="block" {...navLinkStyle} py="2.5" color="fg">
                  <NavLink to={item.to} onClick={onClose}>
                    {item.label}
                  </NavLink>
                </Link>
              </li>
            ))}
          </Stack>
        </nav>
        <Stack gap="3">
          {signedIn ? (
            <>
              {staffLink && (
                <Button asChild colorPalette="brand">
                  <RouterLink to={staffLink.to} onClick={onClose}>
                    {staffLink.label}
                  </RouterLink>
                </Button>
              )}
              <Button asChild colorPalette="brand" variant={staffLink ? 'outline' : 'solid'}>
                <RouterLink to={MEMBER_CTA.to} onClick={onClose}>
                  {MEMBER_CTA.label}
                </RouterLink>
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <LogOut aria-hidden="true" /> Déconnexion
              </Button>
            </>
          ) : (
            <>
              <Button asChild colorPalette="brand">
                <RouterLink to={SIGN_UP_CTA.to} onClick={onClose}>
                  {SIGN_UP_CTA.label}
                </RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={SIGN_IN_LINK.to} onClick={onClose}>
                  {SIGN_IN_LINK.label}
                </RouterLink>
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
