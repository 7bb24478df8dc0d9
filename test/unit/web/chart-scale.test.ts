import { hasNoData, niceTicks } from '../../../web/src/components/charts/scale';

/** Issue 23: the analytics' value axes read in round steps from 0 to at least the largest value. */
describe('niceTicks', () => {
  it.each([
    [20, [0, 5, 10, 15, 20]],
    [18, [0, 5, 10, 15, 20]],
    [3, [0, 1, 2, 3]],
    [14.3, [0, 5, 10, 15]],
    [28_598, [0, 10_000, 20_000, 30_000]],
    [650, [0, 200, 400, 600, 800]],
  ])('a largest value of %p gives %p', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('never steps by less than one (no half member) and has an axis without values', () => {
    expect(niceTicks(0.4)).toEqual([0, 1]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('hasNoData', () => {
  it('is an empty chart when no value is above 0, whatever the nulls', () => {
    expect(hasNoData([0, null, 0])).toBe(true);
    expect(hasNoData([])).toBe(true);
    expect(hasNoData([null, 0, 2])).toBe(false);
  });
});
