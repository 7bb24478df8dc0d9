import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { useStaticPage } from '../../ssr/static-page';
import { PwaPrompts } from '../pwa/PwaPrompts';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './Main';
import { MobileTabBar, TAB_BAR_ROOM } from './MobileTabBar';
import { StaticHeader } from './StaticHeader';

/** Public and member pages: skip link, navigation, the page (which renders its own `<main id="contenu">`), footer, tab bar. */
export function SiteLayout() {
  const signedIn = useAuth().state.status === 'signedIn';
  // A public page rendered at build (web/src/ssr/static-page.ts): its header is wired by the islands.
  const staticPage = useStaticPage();
  return (
    // Under the `md` breakpoint (MOBILE_BREAKPOINT_PX) a member's page ends above the fixed tab bar, so its last row can scroll fully into view.
    <Flex direction="column" minH="100dvh" pb={signedIn ? { base: TAB_BAR_ROOM, md: '0' } : undefined}>
      <SkipNavLink id={MAIN_CONTENT_ID}>Aller au contenu principal</SkipNavLink>
      {staticPage ? <StaticHeader /> : <Header />}
      {/* The app's worker and its prompts (issue 27): the member app only, never a prerendered page. */}
      {signedIn && !staticPage && <PwaPrompts />}
      <Box flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      <Footer />
      {signedIn && <MobileTabBar />}
    </Flex>
  );
}
