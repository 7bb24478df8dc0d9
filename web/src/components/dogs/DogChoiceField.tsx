import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useCurrentDog } from '../../lib/current-dog';
import { FormField } from '../ui/FormField';

/**
 * Which dog a ticket or a visio is about (issue 25): the current dog when the form opens, and the member's choice
 * after. `dogId` is what the request sends (the server stores it and shows that dog to the educator).
 */
export function useDogChoice(onChange?: () => void) {
  const { dogId: current, dogs } = useCurrentDog();
  const [chosen, setChosen] = useState<string | null>(null);
  const dogId = chosen && dogs.some((dog) => dog.dogId === chosen) ? chosen : current;
  const choose = (next: string) => {
    setChosen(next);
    onChange?.();
  };
  return { dogId, dogs, choose, reset: () => setChosen(null) };
}

/** 'Pour quel chien ?': a select of the member's dogs, shown only to a member who has more than one. */
export function DogChoiceField({ choice }: { choice: ReturnType<typeof useDogChoice> }) {
  if (choice.dogs.length <= 1) return null;
  return (
    <FormField label="Pour quel chien ?" required>
      <NativeSelect.Root>
        <NativeSelect.Field value={choice.dogId} onChange={(event) => choice.choose(event.target.value)}>
          {choice.dogs.map((dog) => (
            <option key={dog.dogId} value={dog.dogId}>
              {dog.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
