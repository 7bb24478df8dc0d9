import { Box, Button, Grid, Link } from '@chakra-ui/react';
import { BookOpen, House, LifeBuoy, ShoppingBag, UserRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';

const loadProfileSheet = () => import('./ProfileSheet');
const ProfileSheet = lazy(loadProfileSheet);

/**
 * The bar's full height, safe area included: 3.5rem tabs, 0.25rem above and below them, the 1px top border and the
 * home indicator's inset. The bar is exactly this tall, and the layout leaves this much room under the page.
 */
export const TAB_BAR_ROOM = 'calc(4rem + 1px + env(safe-area-inset-bottom, 0px))';

const TABS: readonly { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Accueil', to: '/membre/dashboard', icon: House },
  { label: 'Fiches', to: '/membre/fiches', icon: BookOpen },
  { label: 'Support', to: '/membre/tickets', icon: LifeBuoy },
  { label: 'Boutique', to: '/boutique', icon: ShoppingBag },
];

const tabStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: '14',
  fontSize: 'xs',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  rounded: 'md',
} as const;

/** Bottom tab bar of a signed-in member on screens under MOBILE_BREAKPOINT_PX, the theme's `md` (SPEC §2). */
export function MobileTabBar() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const profileButton = useRef<HTMLButtonElement>(null);
  return (
    <Box
      as="nav"
      aria-label="Navigation rapide"
      data-testid="mobile-tab-bar"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
      h={TAB_BAR_ROOM}
      pb="env(safe-area-inset-bottom, 0px)"
    >
      <Grid as="ul" templateColumns="repeat(5, 1fr)" listStyleType="none" m="0" px="1" py="1">
        {TABS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link asChild {...tabStyle} _currentPage={{ color: 'brand.fg' }}>
              <NavLink to={to}>
                <Icon size={22} aria-hidden="true" />
                {label}
              </NavLink>
            </Link>
          </li>
        ))}
        <li>
          <Button
            ref={profileButton}
            variant="plain"
            w="full"
            {...tabStyle}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            onPointerEnter={() => void loadProfileSheet()}
            onClick={() => {
              setSheetLoaded(true);
              setSheetOpen(true);
            }}
          >
            <UserRound size={22} aria-hidden="true" />
            Profil
          </Button>
        </li>
      </Grid>
      {sheetLoaded && (
        <Suspense fallback={null}>
          <ProfileSheet open={sheetOpen} onClose={() => setSheetOpen(false)} returnFocusTo={() => profileButton.current} />
        </Suspense>
      )}
    </Box>
  );
}
