import { canExchange, REWARDS, rewardByType } from '../../../shared/domain/rewards';
import {
  abandonedUploadsBefore,
  declaredVideoRefusal,
  formatVideoPaidWith,
  parseVideoPaidWith,
  storedVideoRefusal,
  VIDEO_EXTRA,
  VIDEO_MAX_BYTES,
  VIDEO_REFUSAL_MESSAGES,
  VIDEO_REFUSALS,
  videoDueBy,
  videoFileDeleted,
  videoFileKeptUntil,
  videoObjectKey,
  videoPayment,
  videosRemaining,
} from '../../../shared/domain/videos';

describe('video quotas (issue 26)', () => {
  it.each([
    ['gratuit', 0, 0, { denial: 'planRequired' }],
    ['gratuit', 0, 1, { kind: 'credit' }],
    ['premium', 0, 0, { kind: 'quota', limit: 2 }],
    ['premium', 1, 0, { kind: 'quota', limit: 2 }],
    ['premium', 2, 0, { denial: 'quotaExhausted' }],
    ['premium', 2, 1, { kind: 'credit' }],
    ['expert', 5, 0, { kind: 'quota', limit: 6 }],
    ['expert', 6, 0, { denial: 'quotaExhausted' }],
    ['expert', 6, 2, { kind: 'credit' }],
  ] as const)('%s with %i used and %i credits → %j', (plan, usedThisMonth, credits, payment) => {
    expect(videoPayment({ plan, usedThisMonth, credits })).toEqual(payment);
  });

  it('uses the month’s quota before a credit', () => {
    expect(videoPayment({ plan: 'premium', usedThisMonth: 0, credits: 3 })).toEqual({ kind: 'quota', limit: 2 });
  });

  it('counts what is left of the month', () => {
    expect([videosRemaining('premium', 0), videosRemaining('premium', 3), videosRemaining('expert', 4), videosRemaining('gratuit', 0)]).toEqual([2, 0, 2, 0]);
  });
});

describe('the extra video, like a ticket', () => {
  it('is exchanged for 35 points, between the standard (20) and the urgent (50) ticket, off the SPEC ladder', () => {
    expect(rewardByType('video_retour')).toMatchObject({ name: 'Retour vidéo', pointsCost: 35 });
    expect(REWARDS.map((reward) => reward.pointsCost)).toEqual([20, 50, 100]);
    expect(canExchange(34, 'video_retour')).toBe(false);
    expect(canExchange(35, 'video_retour')).toBe(true);
  });

  it('costs 14,90 € in the shop, between the tickets, with their ratio of points per euro', () => {
    expect(VIDEO_EXTRA.price).toBe(1490);
    const ratio = VIDEO_EXTRA.pointsCost / (VIDEO_EXTRA.price / 100);
    expect(ratio).toBeGreaterThanOrEqual(20 / 9.9);
    expect(ratio).toBeLessThanOrEqual(50 / 19.9);
  });
});

describe('what a video may be', () => {
  const ok = { sizeBytes: 40 * 1024 * 1024, contentType: 'video/mp4', durationSeconds: 45 };

  it.each([
    ['an MP4 of 40 Mo and 45 s', ok, null],
    ['a MOV', { ...ok, contentType: 'video/quicktime' }, null],
    ['a WebM of exactly 2 min and 150 Mo', { sizeBytes: VIDEO_MAX_BYTES, contentType: 'video/webm', durationSeconds: 120 }, null],
    ['one byte over 150 Mo', { ...ok, sizeBytes: VIDEO_MAX_BYTES + 1 }, 'tooLarge'],
    ['2 min 01', { ...ok, durationSeconds: 121 }, 'tooLong'],
    ['an AVI', { ...ok, contentType: 'video/x-msvideo' }, 'notAVideo'],
    ['a photo', { ...ok, contentType: 'image/jpeg' }, 'notAVideo'],
    ['an empty file', { ...ok, sizeBytes: 0 }, 'tooSmall'],
  ] as const)('declared: %s → %p', (_label, file, refusal) => {
    expect(declaredVideoRefusal(file)).toBe(refusal);
  });

  it.each([
    ['an MP4 as declared', { sizeBytes: 5_000_000, container: 'mp4', durationSeconds: 30 }, ok, null],
    ['a MOV declared as MP4 (same ISO format)', { sizeBytes: 5_000_000, container: 'mov', durationSeconds: 30 }, ok, null],
    ['a WebM declared as MP4', { sizeBytes: 5_000_000, container: 'webm', durationSeconds: 30 }, ok, 'typeMismatch'],
    ['not a video at all', { sizeBytes: 5_000_000, container: null, durationSeconds: null }, ok, 'notAVideo'],
    ['3 minutes in its header', { sizeBytes: 5_000_000, container: 'mp4', durationSeconds: 180 }, ok, 'tooLong'],
    ['120.6 s (rounding slack)', { sizeBytes: 5_000_000, container: 'mp4', durationSeconds: 120.6 }, ok, null],
    ['an MP4 without a duration', { sizeBytes: 5_000_000, container: 'mp4', durationSeconds: null }, ok, 'unreadableDuration'],
    ['a recorded WebM without a duration', { sizeBytes: 5_000_000, container: 'webm', durationSeconds: null }, { ...ok, contentType: 'video/webm' }, null],
    ['over 150 Mo once stored', { sizeBytes: VIDEO_MAX_BYTES + 1, container: 'mp4', durationSeconds: 30 }, ok, 'tooLarge'],
  ] as const)('stored: %s → %p', (_label, stored, declared, refusal) => {
    expect(storedVideoRefusal(stored, declared)).toBe(refusal);
  });

  it('tells the member every refusal in French, with what to do', () => {
    for (const refusal of VIDEO_REFUSALS) expect(VIDEO_REFUSAL_MESSAGES[refusal]).toMatch(/^[A-ZÀ-Ü].+[.!]$/);
  });
});

describe('due-by and keys', () => {
  it('is due one working day after it was sent', () => {
    expect(videoDueBy('2026-11-27T17:00:00.000Z')).toBe('2026-11-30T17:00:00.000Z');
  });

  it('keys the object under the member, never with the file’s name', () => {
    expect(videoObjectKey('user-1', '3f1c')).toBe('videos/user-1/3f1c');
  });
});

describe('an upload never finished', () => {
  it('is abandoned 24 hours after its reservation, summer time or not (an instant, not a wall clock)', () => {
    expect(abandonedUploadsBefore('2026-11-26T18:20:00.000Z')).toBe('2026-11-25T18:20:00.000Z');
    // The night summer time ends in France (2026-10-25): still 24 hours, not a calendar day.
    expect(abandonedUploadsBefore('2026-10-25T12:00:00.000Z')).toBe('2026-10-24T12:00:00.000Z');
  });

  it('gives back what its reservation recorded: the unit of the month it took, or the credit it used', () => {
    expect(formatVideoPaidWith({ kind: 'quota', month: '2026-11' })).toBe('quota:2026-11');
    expect(formatVideoPaidWith({ kind: 'credit', rewardId: 'r-1' })).toBe('reward:r-1');
    expect(parseVideoPaidWith('quota:2026-10')).toEqual({ kind: 'quota', month: '2026-10' });
    // A reward id is the shop's or the exchange's key: whatever follows the first colon.
    expect(parseVideoPaidWith('reward:shop:cs_1')).toEqual({ kind: 'credit', rewardId: 'shop:cs_1' });
  });

  it('refuses a record that names nothing to give back', () => {
    for (const paidWith of ['quota:', 'reward', 'points:12', '']) expect(() => parseVideoPaidWith(paidWith)).toThrow();
  });
});

describe('how long a commented video is kept (the bucket’s lifecycle rule, 180 days)', () => {
  it.each([
    // S3 adds the days to the object's creation and rounds up to the next midnight UTC: kept through the day before.
    ['2026-11-26T10:30:00.000Z', '2027-05-25'],
    ['2026-11-26T23:59:59.000Z', '2027-05-25'],
    // Exactly midnight: that midnight (the earlier of the two readings, never after S3's).
    ['2026-11-26T00:00:00.000Z', '2027-05-24'],
    // Paris time: 00:30 on 27 November in Paris is still the 26th in UTC.
    ['2026-11-26T23:30:00.000Z', '2027-05-25'],
  ])('a feedback at %s keeps its file through %s', (commentedAt, lastDay) => {
    expect(videoFileKeptUntil(commentedAt)).toBe(lastDay);
  });

  it('counts the file gone from the day after its last day, UTC; a video awaiting its feedback never', () => {
    expect(videoFileDeleted('2027-05-25', '2027-05-25T23:59:59.999Z')).toBe(false);
    expect(videoFileDeleted('2027-05-25', '2027-05-26T00:00:00.000Z')).toBe(true);
    expect(videoFileDeleted(undefined, '2099-01-01T00:00:00.000Z')).toBe(false);
  });
});
