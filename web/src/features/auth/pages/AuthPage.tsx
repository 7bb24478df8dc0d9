import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { AuthCard } from '../components/AuthCard';
import { SignInForm } from '../components/SignInForm';

/** Sign-up (and its checkboxes) loads when its tab opens. */
const SignUpForm = lazy(async () => ({ default: (await import('../components/SignUpForm')).SignUpForm }));

type AuthTab = 'signin' | 'signup';
const tabOf = (value: string | null): AuthTab => (value === 'signup' ? 'signup' : 'signin');

/** /auth: sign-in and sign-up tabs; `?tab=signup` opens sign-up (SPEC §2 Auth screen). */
export default function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));

  const selectTab = (next: AuthTab) =>
    setSearchParams(
      (params) => {
        if (next === 'signup') params.set('tab', 'signup');
        else params.delete('tab');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <AuthCard
      title={tab === 'signup' ? 'Rejoins la meute' : 'Content de te revoir'}
      intro={tab === 'signup' ? 'Crée ton compte gratuit en une minute.' : 'Connecte-toi pour retrouver tes fiches et ton chien.'}
    >
      <Tabs.Root
        recipe={tabsSlotRecipe}
        value={tab}
        onValueChange={(details) => selectTab(tabOf(details.value))}
        variant="enclosed"
        fitted
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="6" w="full">
          <Tabs.Trigger value="signin">Connexion</Tabs.Trigger>
          <Tabs.Trigger value="signup">Inscription</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" p="0">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="signup" p="0">
          <Suspense fallback={<PageSpinner />}>
            <SignUpForm />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
