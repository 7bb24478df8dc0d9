/**
 * A file's duration as the browser reads it: a hidden <video> element loads its metadata. A WebM recorded by
 * MediaRecorder often has no duration in its header (the element says Infinity): seeking far past the end makes the
 * browser read the file to its end and learn it. Null when the browser cannot play the file or learn its duration.
 */
export function readVideoDuration(file: Blob, timeoutMs = 15_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (duration: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(duration);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    const known = () => Number.isFinite(video.duration) && video.duration > 0;
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (known()) return finish(video.duration);
      video.ondurationchange = () => {
        if (known()) finish(video.duration);
      };
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => finish(null);
    video.src = url;
  });
}
