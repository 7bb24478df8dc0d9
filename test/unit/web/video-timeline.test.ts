import { formatCommentTime, formatTimecode, isCommentActive, markPosition, parseTimecode, playbackExpired, seekTarget, sortByTime, spokenCommentTime } from '../../../web/src/components/videos/timeline';

describe('the video timeline (issue 26)', () => {
  it('writes timecodes in minutes and seconds, rounded down', () => {
    expect(formatTimecode(0)).toBe('0:00');
    expect(formatTimecode(1.9)).toBe('0:01');
    expect(formatTimecode(65)).toBe('1:05');
    expect(formatTimecode(120)).toBe('2:00');
    expect(formatTimecode(Number.NaN)).toBe('0:00');
    expect(formatTimecode(-3)).toBe('0:00');
  });

  it('writes a moment or a range, and says it in words', () => {
    expect(formatCommentTime({ atSeconds: 1, untilSeconds: null })).toBe('0:01');
    expect(formatCommentTime({ atSeconds: 1, untilSeconds: 4.5 })).toBe('0:01 – 0:04');
    expect(spokenCommentTime({ atSeconds: 1 })).toBe('à 0:01');
    expect(spokenCommentTime({ atSeconds: 61, untilSeconds: 75 })).toBe('de 1:01 à 1:15');
  });

  it('places a moment as a point and a range as a bar, in percent of the duration', () => {
    expect(markPosition({ atSeconds: 1, untilSeconds: null }, 4)).toEqual({ leftPercent: 25, widthPercent: null });
    expect(markPosition({ atSeconds: 30, untilSeconds: 90 }, 120)).toEqual({ leftPercent: 25, widthPercent: 50 });
  });

  it('pins times past the end to it, and draws a very short range at least 1 % wide within the bar', () => {
    expect(markPosition({ atSeconds: 150 }, 120)).toEqual({ leftPercent: 100, widthPercent: null });
    expect(markPosition({ atSeconds: 119.9, untilSeconds: 120 }, 120)).toEqual({ leftPercent: 99, widthPercent: 1 });
    expect(markPosition({ atSeconds: 10, untilSeconds: 10.1 }, 100)?.widthPercent).toBe(1);
    expect(markPosition({ atSeconds: 90, untilSeconds: 200 }, 120)).toEqual({ leftPercent: 75, widthPercent: 25 });
  });

  it('draws no mark while the duration is unknown', () => {
    expect(markPosition({ atSeconds: 1 }, Number.NaN)).toBeNull();
    expect(markPosition({ atSeconds: 1 }, Number.POSITIVE_INFINITY)).toBeNull();
    expect(markPosition({ atSeconds: 1 }, 0)).toBeNull();
  });

  it('lights a comment while the playhead is on its range or within a second of its moment', () => {
    expect(isCommentActive({ atSeconds: 1 }, 0.9)).toBe(false);
    expect(isCommentActive({ atSeconds: 1 }, 1)).toBe(true);
    expect(isCommentActive({ atSeconds: 1 }, 1.99)).toBe(true);
    expect(isCommentActive({ atSeconds: 1 }, 2)).toBe(false);
    expect(isCommentActive({ atSeconds: 3, untilSeconds: 8 }, 7.5)).toBe(true);
    expect(isCommentActive({ atSeconds: 3, untilSeconds: 8 }, 8)).toBe(false);
  });

  it('orders comments by their start, the shorter first', () => {
    const sorted = sortByTime([
      { id: 'c', atSeconds: 5, untilSeconds: null },
      { id: 'b', atSeconds: 1, untilSeconds: 9 },
      { id: 'a', atSeconds: 1, untilSeconds: null },
    ]);
    expect(sorted.map((comment) => comment.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a seek inside the video', () => {
    expect(seekTarget(3, -5, 60)).toBe(0);
    expect(seekTarget(58, 5, 60)).toBe(60);
    expect(seekTarget(10, 5, 60)).toBe(15);
    expect(seekTarget(10, 5, Number.NaN)).toBe(15);
  });
});

describe('a moment the educator types (issue 26)', () => {
  it('reads minutes and seconds, seconds alone, and a decimal comma or point', () => {
    expect(parseTimecode('1:05')).toBe(65);
    expect(parseTimecode(' 0:01 ')).toBe(1);
    expect(parseTimecode('65')).toBe(65);
    expect(parseTimecode('0:01,5')).toBe(1.5);
    expect(parseTimecode('0:01.25')).toBe(1.25);
  });

  it('refuses what is not a moment', () => {
    expect(parseTimecode('')).toBeNull();
    expect(parseTimecode('1:75')).toBeNull();
    expect(parseTimecode('une minute')).toBeNull();
    expect(parseTimecode('-3')).toBeNull();
    expect(parseTimecode('1:2:3')).toBeNull();
  });

  it('reads back what it writes', () => {
    expect(parseTimecode(formatTimecode(83))).toBe(83);
  });
});

describe('a signed playback URL (issue 26)', () => {
  it('is read again only once it has expired or is about to', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(playbackExpired('2026-11-26T10:05:00Z', now)).toBe(false);
    expect(playbackExpired('2026-11-26T10:00:20Z', now)).toBe(true);
    expect(playbackExpired('2026-11-26T09:59:00Z', now)).toBe(true);
  });
});
