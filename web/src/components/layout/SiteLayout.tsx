import { Box, Flex, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './Main';
import { MobileTabBar } from './MobileTabBar';

/** Public and member pages: skip link, navigation, the page (which renders its own `<main id="contenu">`), footer, tab bar. */
export function SiteLayout() {
  const signedIn = useAuth().state.status === 'signedIn';
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink id={MAIN_CONTENT_ID}>Aller au contenu principal</SkipNavLink>
      <Header />
      <Box flex="1" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      {/* Room for the fixed tab bar so the footer is never hidden under it. */}
      <Box pb={signedIn ? { base: '20', md: '0' } : undefined}>
        <Footer />
      </Box>
      {signedIn && <MobileTabBar />}
    </Flex>
  );
}
