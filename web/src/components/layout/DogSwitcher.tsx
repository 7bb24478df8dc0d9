import { Avatar, Button, HStack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef, useState, type ComponentType } from 'react';
import { useCurrentDog } from '../../lib/current-dog';
import type { DogSwitcherMenuProps } from './DogSwitcherMenu';

export interface DogSwitcherProps {
  /** The name the trigger shows: the current dog's, or the member's first name before they have a dog. */
  name: string;
  /** Whether the name is written beside the avatar (wide screens) or only read by assistive technologies (narrow ones). */
  showName?: boolean;
}

interface DogSwitcherButtonProps extends ButtonProps {
  name: string;
  showName: boolean;
  hasDogs: boolean;
}

/**
 * The switcher's trigger: the dog's avatar and name. Named by its text, not an aria-label: the name a person sees is
 * then in the name they can say (voice control), and the avatar's initial, shown but hidden from assistive
 * technologies, is in neither.
 */
export const DogSwitcherButton = forwardRef<HTMLButtonElement, DogSwitcherButtonProps>(function DogSwitcherButton(
  { name, showName, hasDogs, ...props },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" size="sm" px="1" rounded="full" data-testid="dog-switcher" {...props}>
      <HStack gap="2">
        <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        {hasDogs && <VisuallyHidden>Chien suivi : </VisuallyHidden>}
        {showName ? (
          <Text as="span" fontWeight="semibold" truncate maxW="10rem">
            {name}
          </Text>
        ) : (
          <VisuallyHidden>{name}</VisuallyHidden>
        )}
        <VisuallyHidden>{hasDogs ? ' — changer de chien' : ' : mon chien'}</VisuallyHidden>
        <ChevronDown aria-hidden="true" size={16} />
      </HStack>
    </Button>
  );
});

let menuModule: Promise<ComponentType<DogSwitcherMenuProps>> | undefined;
let LoadedMenu: ComponentType<DogSwitcherMenuProps> | undefined;

/** The menu's code (Chakra's menu, its positioning): fetched when the member reaches for the switcher, once. */
function loadMenu(): Promise<ComponentType<DogSwitcherMenuProps>> {
  menuModule ??= import('./DogSwitcherMenu').then(
    (module) => (LoadedMenu = module.DogSwitcherMenu),
    (error: unknown) => {
      // A failed download (network): the next click tries again.
      menuModule = undefined;
      throw error;
    },
  );
  return menuModule;
}

const preload = () => void loadMenu().catch(() => undefined);

/**
 * The header's dog avatar (issue 25): a menu button listing the member's dogs, the current one checked and read-only
 * ones marked (past the plan's limit), then 'Ajouter un chien' and the current dog's profile (DogSwitcherMenu.tsx).
 * Arrow keys move in the menu, Enter or Space choose, Escape closes (Chakra's menu). Choosing a dog changes only the
 * current dog: each page then reads that dog's own queries.
 *
 * Issue 24: the first load has only the trigger. Its menu's code is fetched when the pointer or the focus reaches the
 * trigger, and the menu mounts, open, on the click or key that asks for it (Enter, Space, ↓ or ↑, as a menu button).
 */
export function DogSwitcher({ name, showName = true }: DogSwitcherProps) {
  const { dogs } = useCurrentDog();
  const [opened, setOpened] = useState<{ fromKeyboard: boolean } | null>(null);
  if (opened && LoadedMenu) return <LoadedMenu name={name} showName={showName} fromKeyboard={opened.fromKeyboard} />;

  const open = (fromKeyboard: boolean) => void loadMenu().then(() => setOpened({ fromKeyboard }), () => undefined);
  return (
    <DogSwitcherButton
      name={name}
      showName={showName}
      hasDogs={dogs.length > 0}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      // A click with the keyboard (Enter, Space) has no pointer: detail 0.
      onClick={(event) => open(event.detail === 0)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(true);
      }}
    />
  );
}
