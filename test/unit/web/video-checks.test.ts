import { VIDEO_REFUSAL_MESSAGES } from '../../../shared/domain/videos';
import { declaredContentType, recordingFileName, recordingType, videoFileProblem } from '../../../web/src/features/videos/checks';

const MO = 1024 * 1024;

describe('the checks before a video is sent (issue 26)', () => {
  it('declares the file’s type without its parameters, or its extension’s when the browser gave none', () => {
    expect(declaredContentType({ name: 'a.webm', type: 'video/webm;codecs=vp8,opus' })).toBe('video/webm');
    expect(declaredContentType({ name: 'IMG_0001.MOV', type: '' })).toBe('video/quicktime');
    expect(declaredContentType({ name: 'clip.mp4', type: '' })).toBe('video/mp4');
    expect(declaredContentType({ name: 'notes.txt', type: '' })).toBe('');
    expect(declaredContentType({ name: 'photo.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
  });

  it('accepts an MP4, MOV or WebM of up to 150 Mo and 2 minutes', () => {
    expect(videoFileProblem({ sizeBytes: 20 * MO, contentType: 'video/mp4', durationSeconds: 45 })).toBeNull();
    expect(videoFileProblem({ sizeBytes: 150 * MO, contentType: 'video/quicktime', durationSeconds: 120 })).toBeNull();
    expect(videoFileProblem({ sizeBytes: 2 * MO, contentType: 'video/webm', durationSeconds: 3 })).toBeNull();
  });

  it('refuses with the domain’s French reason: not a video, too large, too long, too small', () => {
    expect(videoFileProblem({ sizeBytes: 2 * MO, contentType: 'image/jpeg', durationSeconds: 0 })).toBe(VIDEO_REFUSAL_MESSAGES.notAVideo);
    expect(videoFileProblem({ sizeBytes: 150 * MO + 1, contentType: 'video/mp4', durationSeconds: 30 })).toBe(VIDEO_REFUSAL_MESSAGES.tooLarge);
    expect(videoFileProblem({ sizeBytes: 10 * MO, contentType: 'video/mp4', durationSeconds: 120.5 })).toBe(VIDEO_REFUSAL_MESSAGES.tooLong);
    expect(videoFileProblem({ sizeBytes: 100, contentType: 'video/mp4', durationSeconds: 1 })).toBe(VIDEO_REFUSAL_MESSAGES.tooSmall);
  });

  it('checks the type and the size before the duration, and says so when the duration could not be read', () => {
    expect(videoFileProblem({ sizeBytes: 400 * MO, contentType: 'video/mp4', durationSeconds: null })).toBe(VIDEO_REFUSAL_MESSAGES.tooLarge);
    expect(videoFileProblem({ sizeBytes: 2 * MO, contentType: 'application/pdf', durationSeconds: null })).toBe(VIDEO_REFUSAL_MESSAGES.notAVideo);
    expect(videoFileProblem({ sizeBytes: 2 * MO, contentType: 'video/mp4', durationSeconds: null })).toBe(VIDEO_REFUSAL_MESSAGES.unreadableDuration);
  });

  it('records in MP4 where the browser can, else WebM, else not at all', () => {
    expect(recordingType((type) => type === 'video/mp4' || type.startsWith('video/webm'))).toBe('video/mp4');
    expect(recordingType((type) => type === 'video/webm;codecs=vp8,opus' || type === 'video/webm')).toBe('video/webm;codecs=vp8,opus');
    expect(recordingType(() => false)).toBeNull();
  });

  it('names a recording after its day and format', () => {
    expect(recordingFileName('video/webm;codecs=vp8,opus', new Date('2026-11-26T10:00:00Z'))).toBe('video-2026-11-26.webm');
    expect(recordingFileName('video/mp4', new Date('2026-11-26T10:00:00Z'))).toBe('video-2026-11-26.mp4');
  });
});
