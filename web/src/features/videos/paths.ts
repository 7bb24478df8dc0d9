/** The member's videos (issue 26; routes: web/src/app/routes.tsx). */
export const VIDEOS_PATH = '/membre/videos';
export const videoPath = (id: string) => `${VIDEOS_PATH}/${encodeURIComponent(id)}`;
/** 'Envoyer une vidéo' about a fiche (`?fiche=`) or one of the member's tickets (`?ticket=`); without either, the member picks. */
export const SEND_VIDEO_PATH = `${VIDEOS_PATH}/envoyer`;
