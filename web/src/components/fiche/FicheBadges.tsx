import { Badge, HStack, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { BEHAVIOUR_TAGS, type BehaviourTag } from '../../../../shared/domain/behaviour-tags';
import { FICHE_CATEGORY_LABELS, ficheLevelLabel, type FicheCategory } from '../../../../shared/domain/fiche-vocabulary';
import { takeWithOverflow } from '../../../../shared/domain/recommendations';

/** The fiche's category, as on every fiche card and page. */
export function CategoryBadge({ category, ...props }: { category: FicheCategory } & BadgeProps) {
  return (
    <Badge colorPalette="brand" variant="subtle" {...props}>
      {FICHE_CATEGORY_LABELS[category]}
    </Badge>
  );
}

/** The fiche's level in French (an admin-written level outside the house set reads as written). */
export function LevelBadge({ level }: { level: string }) {
  return <Badge variant="outline">{ficheLevelLabel(level)}</Badge>;
}

/** 'Premium' / 'Expert+' on a fiche the member's plan cannot read. */
export function LockBadge({ badge }: { badge: string }) {
  return (
    <Badge colorPalette="accent" variant="solid">
      <Lock aria-hidden="true" size={12} /> {badge}
    </Badge>
  );
}

/** Behavioural tags as chips, the first `max` then '+N' (SPEC §9 display limits). */
export function TagChips({ tags, max, label }: { tags: readonly BehaviourTag[]; max: number; label: string }) {
  const { shown, more } = takeWithOverflow(tags, max);
  if (shown.length === 0) return null;
  return (
    <HStack as="ul" aria-label={label} gap="1.5" flexWrap="wrap" listStyleType="none" m="0" p="0">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="outline" colorPalette="gray" fontWeight="medium">
            {BEHAVIOUR_TAGS[tag]}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="subtle" colorPalette="gray">
            +{more}
            <VisuallyHidden> {more > 1 ? 'autres' : 'autre'}</VisuallyHidden>
          </Badge>
        </li>
      )}
    </HStack>
  );
}
