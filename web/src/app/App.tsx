import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../components/ui/ToastRegion';
import { AuthProvider } from '../lib/auth';
import { system } from '../theme';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './AppRoutes';

/** Providers (design system, server state, auth) around the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ToastRegion />
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
