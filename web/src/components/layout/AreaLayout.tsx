import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Portal, SkipNavLink, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { ArrowLeftRight, LogOut, Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { ROLES } from '../../../../shared/domain/roles';
import { useAuth } from '../../lib/auth';
import { Logo } from './Logo';
import { STAFF_AREA_LINKS } from './navigation';
import { MAIN_CONTENT_ID } from './Main';
import { useSignOut } from './useSignOut';

export interface AreaLayoutProps {
  /** The area's name: its navigation's label and its drawer's title ('Administration', 'Console éducateur'). */
  name: string;
  /** Where the logo leads. */
  home: string;
  /** The label of the phone's menu button. */
  menuLabel: string;
  /** The area's own navigation; `onNavigate` closes the phone's drawer. */
  navigation: (onNavigate?: () => void) => ReactNode;
}

/**
 * The way back to the member's space (one link: issue 21), to the other staff area for an admin (the console from the
 * admin area and back), and out, under every area's navigation.
 */
function AreaFooter({ home, onNavigate }: { home: string; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const { hasAccess } = useAuth();
  const otherAreas = ROLES.filter((role) => hasAccess(role) && STAFF_AREA_LINKS[role].to !== home).map((role) => STAFF_AREA_LINKS[role]);
  return (
    <Stack gap="2" mt="auto" pt="4" borderTopWidth="1px" borderColor="border">
      {otherAreas.map((area) => (
        <Button key={area.to} asChild variant="outline" justifyContent="flex-start">
          <RouterLink to={area.to} onClick={onNavigate}>
            <ArrowLeftRight aria-hidden="true" /> {area.label}
          </RouterLink>
        </Button>
      ))}
      <Button asChild variant="outline" justifyContent="flex-start">
        <RouterLink to="/membre/dashboard" onClick={onNavigate}>
          <ArrowLeftRight aria-hidden="true" /> Espace membre
        </RouterLink>
      </Button>
      <Button
        variant="ghost"
        justifyContent="flex-start"
        onClick={async () => {
          onNavigate?.();
          await signOut();
        }}
      >
        <LogOut aria-hidden="true" /> Déconnexion
      </Button>
    </Stack>
  );
}

/**
 * The frame of the staff areas (the admin area, the educators' console): the area's navigation in a sidebar on wide
 * screens and in a drawer on phones, the way back to the member's space under it, the page beside it.
 */
export function AreaLayout({ name, home, menuLabel, navigation }: AreaLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const logo = (
    <RouterLink to={home} aria-label={`La Meute — ${name.toLowerCase()}`}>
      <Logo />
    </RouterLink>
  );
  const sidebar = (onNavigate?: () => void) => (
    <Flex direction="column" h="full" gap="6">
      {navigation(onNavigate)}
      <AreaFooter home={home} onNavigate={onNavigate} />
    </Flex>
  );
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink id={MAIN_CONTENT_ID}>Aller au contenu principal</SkipNavLink>
      <Box
        as="nav"
        aria-label={name}
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        gap="6"
        w="64"
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        bg="bg.panel"
        borderEndWidth="1px"
        borderColor="border"
        px="4"
        py="5"
      >
        {logo}
        {sidebar()}
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" display={{ base: 'block', lg: 'none' }} bg="bg.panel" borderBottomWidth="1px" borderColor="border" position="sticky" top="0" zIndex="sticky">
          <HStack justify="space-between" px="4" h="16">
            {logo}
            <Drawer.Root recipe={drawerSlotRecipe} open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton aria-label={menuLabel} variant="ghost">
                  <Menu aria-hidden="true" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title>{name}</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body pb="6">
                      <nav aria-label={`${name} (mobile)`} style={{ height: '100%' }}>
                        {sidebar(() => setMenuOpen(false))}
                      </nav>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Fermer le menu" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </HStack>
        </Box>
        <Box flex="1" display="flex" flexDirection="column">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
