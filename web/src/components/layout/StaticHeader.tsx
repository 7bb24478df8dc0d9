import { Avatar, Box, Button, Container, HStack, IconButton, Link, Stack, Text, type BoxProps, type StackProps, type SystemStyleObject } from '@chakra-ui/react';
import { LogOut, Menu, X } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { ISLAND, MEMBER_ONLY, MEMBER_ONLY_RESERVED, SLOT, STAFF_ONLY, VISITOR_ONLY, VISITOR_ONLY_RESERVED } from '../../islands/markers';
import { Logo } from './Logo';
import { navLinkStyle } from './navLinkStyle';
import { MEMBER_CTA, MEMBER_LINKS, PROFILE_LINK, SIGN_IN_LINK, SIGN_UP_CTA, STAFF_AREA_LINKS, VISITOR_LINKS, type NavItem } from './navigation';

/** The member's name until the islands read it (the header's avatar). */
const NAME_PLACEHOLDER = 'Mon profil';
export const MOBILE_MENU_ID = 'menu-mobile';

const STAFF = Object.entries(STAFF_AREA_LINKS);

function NavList({ links, css, ...rest }: { links: readonly NavItem[]; css: SystemStyleObject; py?: string; color?: string }) {
  return (
    <Stack as="ul" direction={rest.py ? 'column' : 'row'} justifySelf={rest.py ? undefined : 'center'} gap="1" listStyleType="none" m="0" p="0" css={css}>
      {links.map((item) => (
        <li key={item.to}>
          <Link asChild display="block" {...navLinkStyle} {...rest}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function MemberName() {
  return (
    <HStack gap="2">
      <Avatar.Root size="sm" colorPalette="brand">
        <Avatar.Fallback {...{ [SLOT]: 'member-initials' }}>MP</Avatar.Fallback>
      </Avatar.Root>
      <Text as="span" fontWeight="semibold" truncate maxW="10rem" {...{ [SLOT]: 'member-name' }}>{NAME_PLACEHOLDER}</Text>
    </HStack>
  );
}

/** The header's box, bar and container: as the app's (Header.tsx) at the top of a page; scrolled, as its CSS says. */
const HEADER = {
  as: 'header',
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  bg: 'transparent',
  borderBottomWidth: '1px',
  borderColor: 'transparent',
  transition: 'background-color 0.2s, box-shadow 0.2s, border-color 0.2s',
  css: { '&[data-scrolled=true]': { bg: 'bg.panel/90', backdropFilter: 'saturate(180%) blur(12px)', borderColor: 'border', boxShadow: 'sm' } },
} as const satisfies BoxProps;
const CONTAINER = { maxW: '7xl', px: { base: '4', md: '6' } } as const;
const BAR = {
  h: { base: '16', lg: '20' },
  gap: '4',
  justify: 'space-between',
  transition: 'height 0.2s',
  css: { '[data-scrolled=true] &': { h: '16' } },
} as const satisfies StackProps;

/**
 * The first paint of the app's shell (web/src/ssr/entry-server.tsx `renderShell`): the header's frame and logo where
 * the app draws them, hidden from assistive technologies (a placeholder the app replaces when it renders).
 */
export function HeaderFrame() {
  return (
    <Box {...HEADER} aria-hidden="true">
      <Container {...CONTAINER}>
        <HStack {...BAR}>
          <Logo />
        </HStack>
      </Container>
    </Box>
  );
}

/**
 * The header of a public page as the build renders it (SPEC §2 Navigation), with no React in the browser: both the
 * visitor's and the member's links are in the markup, and the islands (web/src/islands/header.ts) say which one
 * shows (`<html data-session="member">`), fill the member's name, open the mobile menu and set the scroll effect
 * (`data-scrolled`). On wide screens both variants share one grid cell, so the header keeps its width and does not
 * move when the session is known.
 */
export function StaticHeader() {
  return (
    <>
      <Box {...HEADER} data-scrolled="false" {...{ [ISLAND]: 'header' }}>
        <Container {...CONTAINER}>
          <HStack {...BAR}>
            {/* The logo's side and the actions' share the width left by the nav: the nav stays centred when the actions change. */}
            <Box flex="1">
              <Link asChild textDecoration="none" rounded="md" aria-label="La Meute — accueil" {...{ [ISLAND]: 'logo' }}>
                <RouterLink to="/">
                  <Logo />
                </RouterLink>
              </Link>
            </Box>

            <Box as="nav" aria-label="Navigation principale" display={{ base: 'none', lg: 'grid' }}>
              <NavList links={VISITOR_LINKS} css={VISITOR_ONLY_RESERVED} />
              <NavList links={MEMBER_LINKS} css={MEMBER_ONLY_RESERVED} />
            </Box>

            <Box display={{ base: 'none', lg: 'grid' }} flex="1" justifyItems="end">
              <HStack gap="2" css={VISITOR_ONLY_RESERVED}>
                <Button asChild size="sm" variant="ghost">
                  <RouterLink to={SIGN_IN_LINK.to}>{SIGN_IN_LINK.label}</RouterLink>
                </Button>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={SIGN_UP_CTA.to}>{SIGN_UP_CTA.label}</RouterLink>
                </Button>
              </HStack>
              <HStack gap="2" css={MEMBER_ONLY_RESERVED}>
                {STAFF.map(([area, link]) => (
                  <Button key={area} asChild size="sm" colorPalette="brand" css={STAFF_ONLY(area)}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Button>
                ))}
                <Link asChild textDecoration="none" color="fg" _hover={{ color: 'brand.fg' }} rounded="full" pe="2">
                  <RouterLink to={PROFILE_LINK}><MemberName /></RouterLink>
                </Link>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={MEMBER_CTA.to}>{MEMBER_CTA.label}</RouterLink>
                </Button>
                <Button size="sm" variant="ghost" {...{ [ISLAND]: 'sign-out' }}>
                  <LogOut aria-hidden="true" /> Déconnexion
                </Button>
              </HStack>
            </Box>

            <IconButton aria-label="Ouvrir le menu" aria-haspopup="dialog" aria-expanded="false" aria-controls={MOBILE_MENU_ID}
              variant="ghost" display={{ base: 'inline-flex', lg: 'none' }} {...{ [ISLAND]: 'menu-toggle' }}>
              <Menu aria-hidden="true" />
            </IconButton>
          </HStack>
        </Container>
      </Box>

      {/* Outside the header: its scrolled look's backdrop-filter would make it the box of a fixed child. */}
      <Box hidden position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" {...{ [ISLAND]: 'menu-backdrop' }} />
      <Box hidden id={MOBILE_MENU_ID} role="dialog" aria-modal="true" aria-labelledby={`${MOBILE_MENU_ID}-titre`}
        position="fixed" top="0" right="0" bottom="0" w="min(20rem, 100vw)" bg="bg.panel" boxShadow="lg" zIndex="modal"
        overflowY="auto" p="6" {...{ [ISLAND]: 'menu' }}>
        <HStack justify="space-between" mb="6">
          <Text id={`${MOBILE_MENU_ID}-titre`} fontFamily="heading" fontSize="xl" fontWeight="600" color="brand.900">Menu</Text>
          <IconButton aria-label="Fermer le menu" variant="ghost" size="sm" {...{ [ISLAND]: 'menu-close' }}>
            <X aria-hidden="true" />
          </IconButton>
        </HStack>
        <Stack gap="6">
          <Link asChild textDecoration="none" color="fg" css={MEMBER_ONLY}>
            <RouterLink to={PROFILE_LINK}><MemberName /></RouterLink>
          </Link>
          <nav aria-label="Navigation mobile">
            <NavList links={VISITOR_LINKS} css={VISITOR_ONLY} py="2.5" color="fg" />
            <NavList links={MEMBER_LINKS} css={MEMBER_ONLY} py="2.5" color="fg" />
          </nav>
          <Stack gap="3" css={VISITOR_ONLY}>
            <Button asChild colorPalette="brand"><RouterLink to={SIGN_UP_CTA.to}>{SIGN_UP_CTA.label}</RouterLink></Button>
            <Button asChild variant="outline"><RouterLink to={SIGN_IN_LINK.to}>{SIGN_IN_LINK.label}</RouterLink></Button>
          </Stack>
          <Stack gap="3" css={MEMBER_ONLY}>
            {STAFF.map(([area, link]) => (
              <Button key={area} asChild colorPalette="brand" css={STAFF_ONLY(area)}>
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Button>
            ))}
            <Button asChild colorPalette="brand"><RouterLink to={MEMBER_CTA.to}>{MEMBER_CTA.label}</RouterLink></Button>
            <Button variant="outline" {...{ [ISLAND]: 'sign-out' }}><LogOut aria-hidden="true" /> Déconnexion</Button>
          </Stack>
        </Stack>
      </Box>
    </>
  );
}
