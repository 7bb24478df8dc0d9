import { Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { BlockSkeleton } from '../../../components/ui/BlockSkeleton';
import { Main } from '../../../components/layout/Main';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { SilentBoundary } from '../../../components/ui/SilentBoundary';
import { useMe } from '../../../lib/api';
import { PaymentFailedBanner } from '../../../components/billing/PaymentFailedBanner';
import { PendingValidations } from '../../../components/offline/PendingValidations';
import { RewardsToUse } from '../../../components/rewards/RewardsToUse';
import { WeeklyRhythmCard } from '../../../components/rhythm/WeeklyRhythmCard';
import { useAuth } from '../../../lib/auth';
import { ChallengeCard } from '../components/ChallengeCard';
import { DiscordCard } from '../components/DiscordCard';
import { PlanCard } from '../components/PlanCard';
import { PointsCard } from '../components/PointsCard';
import { DogHeader } from '../components/DogHeader';
import { dashboardGreeting } from '../greeting';
import { ProgressionCard } from '../components/ProgressionCard';
import { QuickActions } from '../components/QuickActions';
import { RecentTicketsCard } from '../components/RecentTicketsCard';
import { RewardHistoryCard } from '../components/RewardHistoryCard';
import { TopRecommendations } from '../components/TopRecommendations';
import { BonusVisioCard, ExpertVisioCard } from '../components/VisioCards';

/**
 * /membre/dashboard, the member's home (SPEC §2 Dashboard). Each block stands alone: one whose data fails to load
 * hides itself, the others stay (SPEC §8: dashboard load errors are ignored). Later features add their blocks here.
 */
export default function DashboardPage() {
  const { state, hasAccess } = useAuth();
  const me = useMe();
  const firstName = me.data?.profile.firstName || state.user?.firstName;
  const greeting = dashboardGreeting(me.data?.profile.createdAt, Date.now());

  return (
    <Main>
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap={{ base: '6', md: '8' }}>
          <HStack justify="space-between" align={{ base: 'flex-start', sm: 'center' }} flexDirection={{ base: 'column', sm: 'row' }} gap="4">
            <Stack gap="1">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                {firstName ? `Bonjour ${firstName} 👋` : 'Bonjour 👋'}
              </Heading>
              <Text color="fg.muted">{greeting}</Text>
            </Stack>
            {hasAccess('admin') && (
              <ButtonLink to="/admin" colorPalette="accent" variant="solid">
                <ShieldCheck aria-hidden="true" /> Administration
              </ButtonLink>
            )}
          </HStack>

          {me.data?.subscription.paymentFailed && <PaymentFailedBanner />}

          <PendingValidations />

          {/* What the member holds and has not used yet, in the page's flow (issue 23: never over a page's buttons). */}
          <SilentBoundary>
            <RewardsToUse />
          </SilentBoundary>

          <SilentBoundary>
            <DogHeader />
          </SilentBoundary>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
            {me.isPending && (
              <>
                <BlockSkeleton h="64" />
                <BlockSkeleton h="64" />
              </>
            )}
            {me.data && (
              <SilentBoundary>
                <PlanCard subscription={me.data.subscription} />
              </SilentBoundary>
            )}
            {me.data && (
              <SilentBoundary>
                <PointsCard points={me.data.points} />
              </SilentBoundary>
            )}
            {me.data && (
              <SilentBoundary>
                <ProgressionCard points={me.data.points} />
              </SilentBoundary>
            )}
            {me.data && (
              <SilentBoundary>
                <DiscordCard connected={me.data.profile.discordId !== null} />
              </SilentBoundary>
            )}
            <SilentBoundary>
              <WeeklyRhythmCard />
            </SilentBoundary>
            <SilentBoundary>
              <RewardHistoryCard />
            </SilentBoundary>
            <SilentBoundary>
              <ChallengeCard />
            </SilentBoundary>
            <SilentBoundary>
              <TopRecommendations />
            </SilentBoundary>
            <SilentBoundary>
              <RecentTicketsCard />
            </SilentBoundary>
            {me.data && (
              <SilentBoundary>
                <ExpertVisioCard subscription={me.data.subscription} />
              </SilentBoundary>
            )}
            <SilentBoundary>
              <BonusVisioCard />
            </SilentBoundary>
            <SilentBoundary>
              <QuickActions />
            </SilentBoundary>
          </SimpleGrid>
        </Stack>
      </Container>
    </Main>
  );
}
