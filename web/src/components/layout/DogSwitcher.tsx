import { Avatar, Badge, Button, HStack, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, ChevronDown, Plus, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useCurrentDog } from '../../lib/current-dog';
import { PROFILE_LINK } from './navigation';

/** 'Ajouter un chien' (issue 25): the quick form for a new dog (web/src/features/dog-profile/paths.ts NEW_DOG_PATH). */
const NEW_DOG_PATH = `${PROFILE_LINK}?nouveau=1`;
const ADD = '__ajouter';
const PROFILE = '__profil';

export interface DogSwitcherProps {
  /** The name the trigger shows: the current dog's, or the member's first name before they have a dog. */
  name: string;
  /** Whether the name is written beside the avatar (wide screens) or only read by assistive technologies (narrow ones). */
  showName?: boolean;
}

/**
 * The header's dog avatar (issue 25): a menu button listing the member's dogs, the current one checked and read-only
 * ones marked (past the plan's limit), then 'Ajouter un chien' and the current dog's profile. Arrow keys move in the
 * menu, Enter or Space choose, Escape closes (Chakra's menu). Choosing a dog changes only the current dog: each page
 * then reads that dog's own queries.
 */
export function DogSwitcher({ name, showName = true }: DogSwitcherProps) {
  const navigate = useNavigate();
  const { dogId, dogs, setDogId } = useCurrentDog();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        // Without a dog yet, the first one is the member's profile to create (the quick form of /profil-chien).
        if (value === ADD) navigate(dogs.length > 0 ? NEW_DOG_PATH : PROFILE_LINK);
        else if (value === PROFILE) navigate(PROFILE_LINK);
      }}
    >
      <Menu.Trigger asChild>
        {/* Named by its text, not an aria-label: the name a person sees is then in the name they can say (voice control),
            and the avatar's initial, shown but hidden from assistive technologies, is in neither. */}
        <Button variant="ghost" size="sm" px="1" rounded="full" data-testid="dog-switcher">
          <HStack gap="2">
            <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            {dogs.length > 0 && <VisuallyHidden>Chien suivi : </VisuallyHidden>}
            {showName ? (
              <Text as="span" fontWeight="semibold" truncate maxW="10rem">
                {name}
              </Text>
            ) : (
              <VisuallyHidden>{name}</VisuallyHidden>
            )}
            <VisuallyHidden>{dogs.length > 0 ? ' — changer de chien' : ' : mon chien'}</VisuallyHidden>
            <ChevronDown aria-hidden="true" size={16} />
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="16rem" maxW="calc(100vw - 2rem)">
            {dogs.length > 0 && (
              <>
                <Menu.RadioItemGroup value={dogId} onValueChange={({ value }) => setDogId(value)}>
                  <Menu.ItemGroupLabel>Mes chiens</Menu.ItemGroupLabel>
                  {dogs.map((dog) => (
                    <Menu.RadioItem key={dog.dogId} value={dog.dogId}>
                      <Menu.ItemText flex="1" minW="0" truncate>
                        {dog.name}
                      </Menu.ItemText>
                      {dog.readOnly && (
                        <Badge size="sm" variant="subtle" colorPalette="gray">
                          Lecture seule
                        </Badge>
                      )}
                      <Menu.ItemIndicator>
                        <Check aria-hidden="true" size={16} />
                      </Menu.ItemIndicator>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
                <Menu.Separator />
                <Menu.Item value={PROFILE}>
                  <UserRound aria-hidden="true" size={16} /> Profil de {dogs.find((dog) => dog.dogId === dogId)?.name ?? 'mon chien'}
                </Menu.Item>
              </>
            )}
            <Menu.Item value={ADD}>
              <Plus aria-hidden="true" size={16} /> {dogs.length > 0 ? 'Ajouter un chien' : 'Créer le profil de mon chien'}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
