import { Badge, Box, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CheckCircle2, Clock, Star, Target } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { FicheCard as FicheCardModel } from '../../../../shared/contract/fiche-schemas';
import { DISPLAY_LIMITS } from '../../../../shared/domain/display-limits';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { CategoryBadge, LockBadge, TagChips } from './FicheBadges';

/** The page of a fiche. */
export const fichePath = (id: string) => `/membre/fiche/${encodeURIComponent(id)}`;

/** The behavioural tags a card shows (SPEC §9): the fiche's own, up to 5, or those matching the dog, up to 3. */
const TAGS = {
  fiche: { of: (fiche: FicheCardModel) => fiche.tags, max: DISPLAY_LIMITS.fichesPageTags, label: 'Tags de la fiche' },
  matched: { of: (fiche: FicheCardModel) => fiche.matchedTags, max: DISPLAY_LIMITS.cardMatchedTags, label: 'Correspond à ton chien' },
} as const;

type FicheCardProps = {
  fiche: FicheCardModel;
  /** The title's level in the page's outline. */
  headingLevel: 'h2' | 'h3';
} & (
  | {
      /** A card of a grid or a carousel: objective, tags and the page's buttons. */
      size?: 'md';
      tags: keyof typeof TAGS;
      /** The match score beside duration and points (the recommendations say it there, the library in `details`). */
      showScore?: boolean;
      /** Below the tags: the library's why-recommended popover. */
      details?: ReactNode;
      /** The card's foot: what the page lets the member do with the fiche. */
      actions: ReactNode;
    }
  | {
      /** A row of a short list (the dashboard's top 3): badges, the title as the link to the fiche, duration and points. */
      size: 'sm';
    }
);

/**
 * A fiche as the member's pages list it: badges (category, free, plan lock, completed), title, objective, duration,
 * points and tags. Each page adds its own buttons (SPEC §2 Fiche library, Recommendations) or, in a short list, makes
 * the title the link.
 */
export function FicheCard(props: FicheCardProps) {
  const { fiche, headingLevel } = props;
  const titleId = useId();
  const badges = (
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
  );
  const facts = (
    <HStack gap="4" fontSize="sm" color="fg.muted" flexWrap="wrap">
      <HStack gap="1">
        <Clock aria-hidden="true" size={14} /> {fiche.durationMinutes} min
      </HStack>
      <HStack gap="1">
        <Star aria-hidden="true" size={14} /> +{fiche.pointsReward} pts
      </HStack>
      {props.size !== 'sm' && props.showScore && (
        <HStack gap="1">
          <Target aria-hidden="true" size={14} /> Score {fiche.score}
        </HStack>
      )}
    </HStack>
  );

  if (props.size === 'sm') {
    return (
      <Box as="article" aria-labelledby={titleId} display="flex" flexDirection="column" gap="1.5" p="3" rounded="lg" bg="bg.muted">
        {badges}
        <Heading as={headingLevel} id={titleId} size="sm" lineHeight="1.3">
          {fiche.lock ? (
            <>
              {fiche.title}
              <VisuallyHidden> ({fiche.lock.reason})</VisuallyHidden>
            </>
          ) : (
            <TextLink to={fichePath(fiche.id)} variant="plain" color="fg">
              {fiche.title}
            </TextLink>
          )}
        </Heading>
        {facts}
      </Box>
    );
  }

  const tags = TAGS[props.tags];
  return (
    <Card as="article" aria-labelledby={titleId} display="flex" flexDirection="column" gap="4" h="full" p="5">
      {badges}
      <Stack gap="2" flex="1">
        <Heading as={headingLevel} id={titleId} size="md" lineHeight="1.3">
          {fiche.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={3}>
          {fiche.objective}
        </Text>
        {facts}
        <TagChips tags={tags.of(fiche)} max={tags.max} label={tags.label} />
        {props.details}
      </Stack>
      {props.actions}
    </Card>
  );
}
