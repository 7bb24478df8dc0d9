import { STAFF_QUEUES, type StaffQueue } from '../../../../shared/domain/tickets';
import { STAFF_VIDEO_QUEUES, type StaffVideoQueue } from '../../../../shared/domain/videos';

/** The educators' console lives under /equipe (its routes: web/src/app/routes.tsx). */
export const STAFF_HOME = '/equipe';
export const STAFF_TICKETS_PATH = '/equipe/tickets';
export const CANNED_REPLIES_PATH = '/equipe/reponses-types';

export const DEFAULT_QUEUE: StaffQueue = 'non-assignes';

/** The queue named by `?file=` (an unknown one: the default queue). */
export function queueOf(search: URLSearchParams): StaffQueue {
  const file = search.get('file');
  return STAFF_QUEUES.find((queue) => queue === file) ?? DEFAULT_QUEUE;
}

export const queuePath = (queue: StaffQueue) => `${STAFF_TICKETS_PATH}?file=${queue}`;
export const staffTicketPath = (id: string) => `${STAFF_TICKETS_PATH}/${id}`;

export const STAFF_VISIOS_PATH = '/equipe/visios';
export const AVAILABILITY_PATH = '/equipe/disponibilites';
export const staffVisioPath = (id: string) => `${STAFF_VISIOS_PATH}/${id}`;

/** Mes e-mails: the team's e-mails the staff member receives (issue 21). */
export const MAIL_PREFERENCES_PATH = '/equipe/e-mails';

/** Video feedback (issue 26): the queues of videos and one video. */
export const STAFF_VIDEOS_PATH = '/equipe/videos';
export const DEFAULT_VIDEO_QUEUE: StaffVideoQueue = 'a-commenter';
export const staffVideoPath = (id: string) => `${STAFF_VIDEOS_PATH}/${id}`;
export const videoQueuePath = (queue: StaffVideoQueue) => `${STAFF_VIDEOS_PATH}?file=${queue}`;

/** The video queue named by `?file=` (an unknown one: the default queue). */
export function videoQueueOf(search: URLSearchParams): StaffVideoQueue {
  const file = search.get('file');
  return STAFF_VIDEO_QUEUES.find((queue) => queue === file) ?? DEFAULT_VIDEO_QUEUE;
}
