import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastRegion } from '../components/ui/ToastRegion';
import { AuthProvider } from '../lib/auth';
import { CurrentDogProvider } from '../lib/current-dog';
import { MemberNotifications } from '../lib/realtime/MemberNotifications';
import { OfflineSync } from '../lib/offline/OfflineSync';
import { OfflineBanner } from '../components/offline/OfflineBanner';
import { designSystem } from '../theme';
import { createQueryClient } from './queryClient';

/**
 * Providers (design system, server state, auth) around the router and its routes: `BrowserRouter` in the browser,
 * `StaticRouter` when a public page is prerendered at build time. `prerendered`: the first render must match the
 * prerendered markup (a visitor's), both when prerendering and when hydrating it.
 */
export function App({ children, prerendered = false }: { children: ReactNode; prerendered?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={designSystem()}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider prerendered={prerendered}>
          <CurrentDogProvider>
            <OfflineBanner />
            {children}
            <MemberNotifications />
            <OfflineSync />
            <ToastRegion />
          </CurrentDogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
