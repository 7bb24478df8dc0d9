import { Badge, Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CheckCircle2, Clock, Lock, Star } from 'lucide-react';
import type { FicheCard } from '../../../../../shared/contract/fiche-schemas';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { PLANS } from '../../../../../shared/domain/plans';
import { CategoryBadge, LockBadge, TagChips } from '../../../components/fiche/FicheBadges';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { WhyRecommended } from './WhyRecommended';

interface LibraryFicheCardProps {
  fiche: FicheCard;
  onValidate: (id: string) => void;
  validating: boolean;
}

/** A card of the library: category, lock, title, objective, 5 tags, why-recommended, Voir / Valider / upgrade. */
export function LibraryFicheCard({ fiche, onValidate, validating }: LibraryFicheCardProps) {
  const titleId = `fiche-${fiche.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} display="flex" flexDirection="column" gap="4" p={{ base: '5', md: '5' }}>
      <HStack gap="2" flexWrap="wrap">
        <CategoryBadge category={fiche.category} />
        {fiche.isFree && (
          <Badge colorPalette="green" variant="subtle">
            Gratuite
          </Badge>
        )}
        {fiche.lock && <LockBadge badge={fiche.lock.badge} />}
        {fiche.completed && (
          <Badge colorPalette="green" variant="solid">
            <CheckCircle2 aria-hidden="true" size={12} /> Complétée
          </Badge>
        )}
      </HStack>
      <Stack gap="2" flex="1">
        <Heading as="h2" id={titleId} size="md" lineHeight="1.3">
          {fiche.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {fiche.objective}
        </Text>
        <HStack gap="4" fontSize="sm" color="fg.muted">
          <HStack gap="1">
            <Clock aria-hidden="true" size={14} /> {fiche.durationMinutes} min
          </HStack>
          <HStack gap="1">
            <Star aria-hidden="true" size={14} /> +{fiche.pointsReward} pts
          </HStack>
        </HStack>
        <TagChips tags={fiche.tags} max={DISPLAY_LIMITS.fichesPageTags} label="Tags de la fiche" />
        <WhyRecommended title={fiche.title} score={fiche.score} reasons={fiche.reasons} />
      </Stack>
      {fiche.lock && (
        <Text fontSize="sm" color="accent.fg" fontWeight="medium" display="flex" alignItems="center" gap="1.5">
          <Lock aria-hidden="true" size={14} /> {fiche.lock.reason}
        </Text>
      )}
      <HStack gap="2" flexWrap="wrap">
        <ButtonLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`} size="sm" variant="outline">
          Voir<VisuallyHidden> la fiche « {fiche.title} »</VisuallyHidden>
        </ButtonLink>
        {fiche.lock ? (
          <ButtonLink to="/offres" size="sm" colorPalette="accent">
            Passer à {PLANS[fiche.lock.requiredPlan].name}
          </ButtonLink>
        ) : (
          !fiche.completed && (
            <Button
              size="sm"
              colorPalette="brand"
              loading={validating}
              onClick={() => onValidate(fiche.id)}
            >
              Valider<VisuallyHidden> la fiche « {fiche.title} »</VisuallyHidden>
            </Button>
          )
        )}
      </HStack>
    </Card>
  );
}
