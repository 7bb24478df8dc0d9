import type { VideoSummary } from '../../../../shared/contract/video-schemas';

/** What a video is about: 'Fiche « Le rappel »' or 'Ticket « Il tire en laisse »'. */
export function videoSubject(video: Pick<VideoSummary, 'fiche' | 'ticket'>): string {
  if (video.fiche) return `Fiche « ${video.fiche.title} »`;
  if (video.ticket) return `Ticket « ${video.ticket.title} »`;
  return 'Vidéo';
}
