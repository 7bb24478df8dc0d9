import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import type { FicheCard as FicheCardModel } from '../../../../../shared/contract/fiche-schemas';
import { PLANS } from '../../../../../shared/domain/plans';
import { FicheCard, fichePath } from '../../../components/fiche/FicheCard';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ValidateFicheDialog } from './ValidateFicheDialog';
import { WhyRecommended } from './WhyRecommended';

interface LibraryFicheCardProps {
  fiche: FicheCardModel;
  onValidate: (id: string) => void;
  validating: boolean;
}

/**
 * A card of the library (SPEC §2 Fiche library): why-recommended, then Voir and Valider, or the lock and its upgrade.
 * 'Valider' asks first whether the fiche's success criterion was met (issue 23): a click alone never pays points.
 */
export function LibraryFicheCard({ fiche, onValidate, validating }: LibraryFicheCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <FicheCard
      fiche={fiche}
      headingLevel="h2"
      tags="fiche"
      details={<WhyRecommended title={fiche.title} score={fiche.score} reasons={fiche.reasons} />}
      actions={
        <>
          {fiche.lock && (
            <Text fontSize="sm" color="accent.fg" fontWeight="medium" display="flex" alignItems="center" gap="1.5">
              <Lock aria-hidden="true" size={14} /> {fiche.lock.reason}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            <ButtonLink to={fichePath(fiche.id)} size="sm" variant="outline">
              Voir<VisuallyHidden> la fiche « {fiche.title} »</VisuallyHidden>
            </ButtonLink>
            {fiche.lock ? (
              <ButtonLink to="/offres" size="sm" colorPalette="accent">
                Passer à {PLANS[fiche.lock.requiredPlan].name}
              </ButtonLink>
            ) : (
              !fiche.completed && (
                <Button size="sm" colorPalette="brand" loading={validating} onClick={() => setConfirming(true)}>
                  Valider<VisuallyHidden> la fiche « {fiche.title} »</VisuallyHidden>
                </Button>
              )
            )}
          </HStack>
          {!fiche.lock && !fiche.completed && (
            <ValidateFicheDialog
              open={confirming}
              fiche={fiche}
              onClose={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                onValidate(fiche.id);
              }}
            />
          )}
        </>
      }
    />
  );
}
