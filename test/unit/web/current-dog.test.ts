import { currentDogId, currentDogStorageKey } from '../../../web/src/lib/current-dog-choice';

const dogs = [{ dogId: '1' }, { dogId: 'dk3j9x2a8b1' }];

describe('the current dog (issue 25)', () => {
  it('is the dog the member chose while it is one of their dogs', () => {
    expect(currentDogId('dk3j9x2a8b1', dogs)).toBe('dk3j9x2a8b1');
  });

  it('falls back to the first dog when the choice is not one of theirs, or there is none', () => {
    expect(currentDogId('dautre00000', dogs)).toBe('1');
    expect(currentDogId(null, [{ dogId: 'dk3j9x2a8b1' }, { dogId: '1' }])).toBe('dk3j9x2a8b1');
  });

  it('is the first dog to be (1) for a member without a dog', () => {
    expect(currentDogId(null, [])).toBe('1');
    expect(currentDogId('dk3j9x2a8b1', [])).toBe('1');
  });

  it('trusts the kept choice, else the first dog, before the list has loaded', () => {
    expect(currentDogId('dk3j9x2a8b1', undefined)).toBe('dk3j9x2a8b1');
    expect(currentDogId(null, undefined)).toBe('1');
  });

  it('is kept per member', () => {
    expect(currentDogStorageKey('user-a')).toBe('lameute.currentDog.user-a');
    expect(currentDogStorageKey('user-a')).not.toBe(currentDogStorageKey('user-b'));
  });
});
