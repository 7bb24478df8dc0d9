import { pointsLabel } from '../../../shared/domain/points';

/** 'points' agreement (issue 23): French keeps the singular for 0 and 1 ('+1 point', '0 point', '2 points'). */
describe('a count of points as a member reads it', () => {
  it.each([
    [0, '0 point'],
    [1, '1 point'],
    [2, '2 points'],
    [120, '120 points'],
  ])('%i → %s', (points, label) => {
    expect(pointsLabel(points)).toBe(label);
  });

  it.each([
    [1, '+1 point'],
    [5, '+5 points'],
    [0, '0 point'],
    [-1, '−1 point'],
    [-30, '−30 points'],
  ])('with its sign: %i → %s (a typographic minus)', (points, label) => {
    expect(pointsLabel(points, { sign: true })).toBe(label);
  });
});
