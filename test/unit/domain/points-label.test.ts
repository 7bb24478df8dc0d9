import { pointsLabel } from '../../../shared/domain/points';
import { adminPointsToast, pointsEarnedToast } from '../../../shared/schemas/messages';

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

  it('agrees in the toasts of a validation and of an admin’s adjustment, participle included', () => {
    expect(pointsEarnedToast(1)).toEqual({ title: 'Bravo ! +1 point 🎉', description: '+1 point gagné' });
    expect(pointsEarnedToast(3)).toEqual({ title: 'Bravo ! +3 points 🎉', description: '+3 points gagnés' });
    expect(adminPointsToast(1)).toBe('+1 point ajouté');
    expect(adminPointsToast(30)).toBe('+30 points ajoutés');
    expect(adminPointsToast(-1)).toBe('1 point retiré');
    expect(adminPointsToast(-10)).toBe('10 points retirés');
  });
});
