import { Badge, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Check, Plus, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useCurrentDog } from '../../lib/current-dog';
import { DogSwitcherButton, type DogSwitcherProps } from './DogSwitcher';
import { PROFILE_LINK } from './navigation';

/** 'Ajouter un chien' (issue 25): the quick form for a new dog (web/src/features/dog-profile/paths.ts NEW_DOG_PATH). */
const NEW_DOG_PATH = `${PROFILE_LINK}?nouveau=1`;
const ADD = '__ajouter';
const PROFILE = '__profil';

export interface DogSwitcherMenuProps extends DogSwitcherProps {
  /** Opened with the keyboard (Enter, Space, an arrow): the current dog's item (else the first one) is highlighted, as a menu button's keys do. */
  fromKeyboard: boolean;
}

/**
 * The dog switcher's menu (issue 25), loaded when the member first reaches for the switcher (web/src/components/layout/DogSwitcher.tsx):
 * Chakra's menu and its positioning are not part of the first load. It mounts open, on the click or key that asked for
 * it, and stays mounted: from then on it is Chakra's menu button (arrows move, Enter or Space choose, Escape closes and
 * gives the focus back to the trigger).
 */
export function DogSwitcherMenu({ name, showName = true, fromKeyboard }: DogSwitcherMenuProps) {
  const navigate = useNavigate();
  const { dogId, dogs, setDogId } = useCurrentDog();
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen
      defaultHighlightedValue={fromKeyboard ? (dogs.length > 0 ? dogId : ADD) : undefined}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        // Without a dog yet, the first one is the member's profile to create (the quick form of /profil-chien).
        if (value === ADD) navigate(dogs.length > 0 ? NEW_DOG_PATH : PROFILE_LINK);
        else if (value === PROFILE) navigate(PROFILE_LINK);
      }}
    >
      <Menu.Trigger asChild>
        <DogSwitcherButton name={name} showName={showName} hasDogs={dogs.length > 0} />
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
