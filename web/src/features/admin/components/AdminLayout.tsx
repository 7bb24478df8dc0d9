import { Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, SkipNavLink, Stack } from '@chakra-ui/react';
import { ArrowLeftRight, LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/layout/Logo';
import { MAIN_CONTENT_ID } from '../../../components/layout/Main';
import { navLinkStyle } from '../../../components/layout/navLinkStyle';
import { useSignOut } from '../../../components/layout/useSignOut';
import { ADMIN_SECTIONS } from '../sections';

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const signOut = useSignOut();
  return (
    <Flex direction="column" h="full" gap="6">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {ADMIN_SECTIONS.map(({ path, label, icon: Icon }) => (
          <li key={label}>
            <Link asChild display="flex" alignItems="center" gap="3" {...navLinkStyle}>
              <NavLink to={path ? `/admin/${path}` : '/admin'} end={path === ''} onClick={onNavigate}>
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
      <Stack gap="2" mt="auto" pt="4" borderTopWidth="1px" borderColor="border">
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
    </Flex>
  );
}

/** The admin area (SPEC §2 Admin): sidebar on wide screens, a drawer on phones, the section page beside it. */
export default function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink id={MAIN_CONTENT_ID}>Aller au contenu principal</SkipNavLink>
      <Box
        as="nav"
        aria-label="Administration"
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
        <RouterLink to="/admin" aria-label="La Meute — administration">
          <Logo />
        </RouterLink>
        <Sidebar />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" display={{ base: 'block', lg: 'none' }} bg="bg.panel" borderBottomWidth="1px" borderColor="border" position="sticky" top="0" zIndex="sticky">
          <HStack justify="space-between" px="4" h="16">
            <RouterLink to="/admin" aria-label="La Meute — administration">
              <Logo />
            </RouterLink>
            <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton aria-label="Ouvrir le menu d’administration" variant="ghost">
                  <Menu aria-hidden="true" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title>Administration</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body pb="6">
                      <nav aria-label="Administration (mobile)" style={{ height: '100%' }}>
                        <Sidebar onNavigate={() => setMenuOpen(false)} />
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
