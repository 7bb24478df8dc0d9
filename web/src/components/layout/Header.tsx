import { Box, Button, Container, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { LogOut, Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { DogSwitcher } from './DogSwitcher';
import { Logo } from './Logo';
import { navLinkStyle } from './navLinkStyle';
import { staffArea } from '../../../../shared/domain/roles';
import { MEMBER_CTA, MEMBER_LINKS, SIGN_IN_LINK, SIGN_UP_CTA, STAFF_AREA_LINKS, VISITOR_LINKS } from './navigation';
import { useNavName } from './useNavName';
import { useScrolled } from './useScrolled';
import { useSignOut } from './useSignOut';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

/**
 * Site navigation of SPEC §2: visitor and member variants, mobile menu, scroll effect after 20 px. Staff see their
 * area first (issue 21: the admin area for an admin, the console for an educator), 'Mon espace' after it.
 */
export function Header() {
  const { state } = useAuth();
  const signOut = useSignOut();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = state.status === 'signedIn';
  const memberName = useNavName();
  const area = staffArea(state.roles);
  const staffLink = area ? STAFF_AREA_LINKS[area] : null;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-scrolled={scrolled ? 'true' : 'false'}
      bg={scrolled ? 'bg.panel/90' : 'transparent'}
      backdropFilter={scrolled ? 'saturate(180%) blur(12px)' : undefined}
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border' : 'transparent'}
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s, border-color 0.2s"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <HStack h={{ base: '16', lg: scrolled ? '16' : '20' }} gap="4" justify="space-between" transition="height 0.2s">
          {/* The logo's side and the actions' share the width left by the nav, which stays centred (as on a public page's static header). */}
          <Box flex="1">
            <Link asChild textDecoration="none" rounded="md" aria-label={signedIn ? 'La Meute — tableau de bord' : 'La Meute — accueil'}>
              <RouterLink to={signedIn ? '/membre/dashboard' : '/'}>
                <Logo />
              </RouterLink>
            </Link>
          </Box>

          <Box as="nav" aria-label="Navigation principale" display={{ base: 'none', lg: 'block' }}>
            <Stack as="ul" direction="row" gap="1" listStyleType="none" m="0" p="0">
              {(signedIn ? MEMBER_LINKS : VISITOR_LINKS).map((item) => (
                <li key={item.to}>
                  <Link asChild display="block" {...navLinkStyle}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <HStack gap="2" display={{ base: 'none', lg: 'flex' }} flex="1" justify="flex-end">
            {memberName !== undefined ? (
              <>
                {staffLink && (
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={staffLink.to}>{staffLink.label}</RouterLink>
                  </Button>
                )}
                <DogSwitcher name={memberName} />
                <Button asChild size="sm" colorPalette="brand" variant={staffLink ? 'outline' : 'solid'}>
                  <RouterLink to={MEMBER_CTA.to}>{MEMBER_CTA.label}</RouterLink>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void signOut()}>
                  <LogOut aria-hidden="true" /> Déconnexion
                </Button>
              </>
            ) : (
              <>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to={SIGN_IN_LINK.to}>{SIGN_IN_LINK.label}</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={SIGN_UP_CTA.to}>{SIGN_UP_CTA.label}</RouterLink>
                </Button>
              </>
            )}
          </HStack>

          {memberName !== undefined && (
            <Box display={{ base: 'block', lg: 'none' }}>
              <DogSwitcher name={memberName} showName={false} />
            </Box>
          )}
          <IconButton
            ref={menuButton}
            aria-label="Ouvrir le menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </IconButton>
          {menuLoaded && (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onClose={() => setMenuOpen(false)}
                memberName={memberName}
                staffLink={staffLink}
                onSignOut={() => void signOut()}
                returnFocusTo={() => menuButton.current}
              />
            </Suspense>
          )}
        </HStack>
      </Container>
    </Box>
  );
}
