import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Dogs, DogSummary } from '../../../shared/contract/dog-profile-schemas';
import { dogsQuery } from './api/queries';
import { useAuth } from './auth';
import { currentDogId, currentDogStorageKey } from './current-dog-choice';

interface CurrentDogChoice {
  /** The dog the signed-in member chose, as kept in this browser (null: none chosen yet). */
  chosen: string | null;
  choose: (dogId: string) => void;
}

const CurrentDogContext = createContext<CurrentDogChoice | null>(null);

function readChoice(userId: string): string | null {
  try {
    return window.localStorage.getItem(currentDogStorageKey(userId));
  } catch {
    // Storage refused (private mode, prerendering): the first dog, for this visit.
    return null;
  }
}

function keepChoice(userId: string, dogId: string): void {
  try {
    window.localStorage.setItem(currentDogStorageKey(userId), dogId);
  } catch {
    // Not kept across visits; the choice still holds for this one.
  }
}

/**
 * Holds which of the signed-in member's dogs the app is about (issue 25), kept per member in the browser
 * (`lameute.currentDog.<userId>`). It only holds the choice: the dogs themselves are read by `useCurrentDog()`.
 */
export function CurrentDogProvider({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const userId = state.status === 'signedIn' ? state.user.sub : null;
  // The choice made during this visit, for the member who made it; otherwise the one kept in the browser.
  const [made, setMade] = useState<{ userId: string; dogId: string } | null>(null);
  const chosen = useMemo(() => {
    if (!userId) return null;
    return made?.userId === userId ? made.dogId : readChoice(userId);
  }, [userId, made]);
  const choose = useCallback(
    (dogId: string) => {
      if (!userId) return;
      keepChoice(userId, dogId);
      setMade({ userId, dogId });
    },
    [userId],
  );
  const value = useMemo(() => ({ chosen, choose }), [chosen, choose]);
  return <CurrentDogContext.Provider value={value}>{children}</CurrentDogContext.Provider>;
}

export interface CurrentDog {
  /** The current dog's id: every per-dog query's key holds it. `1` (the first dog) until the member has one. */
  dogId: string;
  /** The member's dogs, oldest first (empty while loading or without a dog). */
  dogs: readonly DogSummary[];
  /** The current dog's summary, once the list has loaded and if the member has a dog. */
  dog: DogSummary | undefined;
  /** Makes another dog current. Nothing is refetched but that dog's own queries (each key holds its dog). */
  setDogId: (dogId: string) => void;
  /** `GET /dogs` as read (limit, canAdd, limitMessage), undefined while loading. */
  list: Dogs | undefined;
  /** Whether the list has loaded (a member without a dog is then known to have none). */
  loaded: boolean;
}

/**
 * The current dog of the signed-in member and their dogs (GET /dogs). Per-dog pages read `dogId` and put it in their
 * queries (`recommendationsQuery(dogId)`…); the header's switcher calls `setDogId`.
 */
export function useCurrentDog(): CurrentDog {
  const choice = useContext(CurrentDogContext);
  if (!choice) throw new Error('useCurrentDog doit être utilisé à l’intérieur de <CurrentDogProvider>');
  const signedIn = useAuth().state.status === 'signedIn';
  const dogs = useQuery({ ...dogsQuery(), enabled: signedIn });
  const list = dogs.data;
  const dogId = currentDogId(choice.chosen, list?.dogs);
  return {
    dogId,
    dogs: list?.dogs ?? [],
    dog: list?.dogs.find((dog) => dog.dogId === dogId),
    setDogId: choice.choose,
    list,
    loaded: list !== undefined,
  };
}
