import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { ProgressionView } from '../../../components/progression/ProgressionView';
import { WeeklyRhythmCard } from '../../../components/rhythm/WeeklyRhythmCard';
import { PageState } from '../../../components/ui/PageState';
import { useCurrentDog } from '../../../lib/current-dog';
import { useProgression } from '../api/progression';

const TITLE = 'Progression';
const LEAD = 'Tes séances avec ton chien, comportement par comportement, sur les douze dernières semaines : ce qui avance, et ce qui vient ensuite.';

/**
 * /membre/progression (issue 25): the progression of the current dog (`?chien=<dogId>` makes a given one current), with the
 * weekly rhythm's block (goal, this week's count, streak: WeeklyRhythmCard) at the top of the view.
 */
export default function ProgressionPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { dogId, setDogId } = useCurrentDog();
  const asked = searchParams.get('chien');
  // A link to a given dog's progression makes it the current dog, then the page follows the header's switcher.
  useEffect(() => {
    if (!asked) return;
    setDogId(asked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('chien');
        return next;
      },
      { replace: true },
    );
  }, [asked, setDogId, setSearchParams]);
  const progression = useProgression(asked ?? dogId);

  if (progression.isPending) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="loading" label="Chargement de ta progression…">
          <Stack gap="6">
            <Skeleton h="6" w="60" />
            <Skeleton h="72" rounded="card" />
            <Skeleton h="72" rounded="card" />
          </Stack>
        </PageState>
      </MemberPage>
    );
  }
  if (progression.isError) {
    return (
      <MemberPage title={TITLE} lead={LEAD}>
        <PageState kind="error" message="Impossible de charger ta progression. Réessaie dans un instant." onRetry={() => void progression.refetch()} retrying={progression.isFetching} />
      </MemberPage>
    );
  }
  const { dog } = progression.data;
  return (
    <MemberPage title={dog ? `Progression de ${dog.name}` : TITLE} lead={LEAD}>
      <ProgressionView progression={progression.data} reader="member" rhythm={<WeeklyRhythmCard titleId="progression-rythme-titre" />} />
    </MemberPage>
  );
}
