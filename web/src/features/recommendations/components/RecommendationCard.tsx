import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Lock, Star, Target } from 'lucide-react';
import type { FicheCard } from '../../../../../shared/contract/fiche-schemas';
import { DISPLAY_LIMITS } from '../../../../../shared/domain/display-limits';
import { CategoryBadge, LockBadge, TagChips } from '../../../components/fiche/FicheBadges';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';

/** A recommended fiche (SPEC §2 Recommendations): category, lock, 3 matched tags then '+N', score, points, duration. */
export function RecommendationCard({ fiche }: { fiche: FicheCard }) {
  const titleId = `reco-${fiche.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} display="flex" flexDirection="column" gap="3" h="full" p="5">
      <HStack gap="2" flexWrap="wrap">
        <CategoryBadge category={fiche.category} />
        {fiche.lock && <LockBadge badge={fiche.lock.badge} />}
      </HStack>
      <TagChips tags={fiche.matchedTags} max={DISPLAY_LIMITS.cardMatchedTags} label="Correspond à ton chien" />
      <Stack gap="1.5" flex="1">
        <Heading as="h3" id={titleId} size="md" lineHeight="1.3">
          {fiche.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {fiche.objective}
        </Text>
      </Stack>
      <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <HStack gap="1">
          <Target aria-hidden="true" size={14} /> Score {fiche.score}
        </HStack>
        <HStack gap="1">
          <Star aria-hidden="true" size={14} /> +{fiche.pointsReward} pts
        </HStack>
        <HStack gap="1">
          <Clock aria-hidden="true" size={14} /> {fiche.durationMinutes} min
        </HStack>
      </HStack>
      {fiche.lock ? (
        <Button disabled variant="subtle" colorPalette="gray" size="sm" whiteSpace="normal" h="auto" py="2">
          <Lock aria-hidden="true" /> {fiche.lock.reason}
        </Button>
      ) : (
        <ButtonLink to={`/membre/fiche/${encodeURIComponent(fiche.id)}`} colorPalette="brand" size="sm">
          Voir la fiche
        </ButtonLink>
      )}
    </Card>
  );
}
