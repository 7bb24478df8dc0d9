import { Badge, Box, Button, CloseButton, Drawer, Flex, HStack, IconButton, Link, Portal, SkipNavLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowLeftRight, Inbox, LogOut, Menu, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, Link as RouterLink, useMatch, useSearchParams } from 'react-router-dom';
import { STAFF_QUEUE_LABELS, STAFF_QUEUES } from '../../../../../shared/domain/tickets';
import { Logo } from '../../../components/layout/Logo';
import { MAIN_CONTENT_ID } from '../../../components/layout/Main';
import { navLinkStyle } from '../../../components/layout/navLinkStyle';
import { useSignOut } from '../../../components/layout/useSignOut';
import { useStaffQueue } from '../api/tickets';
import { CANNED_REPLIES_PATH, queueOf, queuePath, STAFF_HOME, STAFF_TICKETS_PATH } from '../paths';

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const signOut = useSignOut();
  const [search] = useSearchParams();
  const onQueuePage = useMatch(STAFF_TICKETS_PATH) !== null;
  const current = queueOf(search);
  // Every queue answer carries all the counts: the open queue's (shared with the page), else the default one's.
  const counts = useStaffQueue(current).data?.counts;

  return (
    <Flex direction="column" h="full" gap="6">
      <Stack gap="2">
        <HStack gap="2" px="3" color="fg.muted" fontSize="sm" fontWeight="semibold">
          <Inbox size={16} aria-hidden="true" />
          <Text as="h2">Files</Text>
        </HStack>
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {STAFF_QUEUES.map((queue) => {
            const active = onQueuePage && queue === current;
            return (
              <li key={queue}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="3"
                  {...navLinkStyle}
                  aria-current={active ? 'page' : undefined}
                >
                  <RouterLink to={queuePath(queue)} onClick={onNavigate}>
                    {STAFF_QUEUE_LABELS[queue]}{' '}
                    {counts && (
                      <Badge variant={active ? 'solid' : 'subtle'} colorPalette={queue === 'en-retard' && counts[queue] > 0 ? 'red' : 'gray'}>
                        {counts[queue]}
                        <VisuallyHidden> ticket{counts[queue] > 1 ? 's' : ''}</VisuallyHidden>
                      </Badge>
                    )}
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </Stack>
      </Stack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        <li>
          <Link asChild display="flex" alignItems="center" gap="3" {...navLinkStyle}>
            <NavLink to={CANNED_REPLIES_PATH} onClick={onNavigate}>
              <MessageSquareText size={18} aria-hidden="true" />
              Réponses types
            </NavLink>
          </Link>
        </li>
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

/**
 * The educators' console (DESIGN §8 staff area): the queues and the team's replies in a sidebar on wide screens, a
 * drawer on phones, the page beside it — the admin area's frame, with its own navigation.
 */
export default function StaffLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink id={MAIN_CONTENT_ID}>Aller au contenu principal</SkipNavLink>
      <Box
        as="nav"
        aria-label="Console éducateur"
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
        <RouterLink to={STAFF_HOME} aria-label="La Meute — console éducateur">
          <Logo />
        </RouterLink>
        <Sidebar />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" display={{ base: 'block', lg: 'none' }} bg="bg.panel" borderBottomWidth="1px" borderColor="border" position="sticky" top="0" zIndex="sticky">
          <HStack justify="space-between" px="4" h="16">
            <RouterLink to={STAFF_HOME} aria-label="La Meute — console éducateur">
              <Logo />
            </RouterLink>
            <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
              <Drawer.Trigger asChild>
                <IconButton aria-label="Ouvrir le menu de la console" variant="ghost">
                  <Menu aria-hidden="true" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title>Console éducateur</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body pb="6">
                      <nav aria-label="Console éducateur (mobile)" style={{ height: '100%' }}>
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
