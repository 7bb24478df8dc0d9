import { Button } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import type { FicheCard as FicheCardModel } from '../../../../../shared/contract/fiche-schemas';
import { FicheCard, fichePath } from '../../../components/fiche/FicheCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';

/**
 * A recommended fiche (SPEC §2 Recommendations): the tags matching the dog and the score; 'Voir la fiche', or a
 * disabled button saying why the plan cannot read it.
 */
export function RecommendationCard({ fiche }: { fiche: FicheCardModel }) {
  return (
    <FicheCard
      fiche={fiche}
      headingLevel="h3"
      tags="matched"
      showScore
      actions={
        fiche.lock ? (
          <Button disabled variant="subtle" colorPalette="gray" size="sm" whiteSpace="normal" h="auto" py="2">
            <Lock aria-hidden="true" /> {fiche.lock.reason}
          </Button>
        ) : (
          <ButtonLink to={fichePath(fiche.id)} colorPalette="brand" size="sm">
            Voir la fiche
          </ButtonLink>
        )
      }
    />
  );
}
