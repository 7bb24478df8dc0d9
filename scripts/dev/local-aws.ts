/** What every local AWS client and function shares: a region and dummy credentials the emulators accept. */
export const LOCAL_REGION = 'eu-west-3';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
/** Table and bus names of the local stage. */
export const LOCAL_TABLE_NAME = 'la-meute-local';
export const LOCAL_EVENT_BUS_NAME = 'la-meute-local';
/** The members' data exports bucket (issue 22), served by the AWS emulator's S3 (scripts/dev/s3-emulator.ts). */
export const LOCAL_EXPORTS_BUCKET = 'la-meute-local-exports';
/** The members' videos bucket (issue 26), served by the same S3 emulator; browsers POST their uploads to it. */
export const LOCAL_VIDEOS_BUCKET = 'la-meute-local-videos';
/**
 * The local stand-in of the site distribution's `/videos/*` behaviour (issue 26), on the AWS emulator's port: a signed
 * playback URL is `<emulator>/_cloudfront/videos/<member>/<video>?Expires…`, checked as CloudFront checks it.
 */
export const LOCAL_PLAYBACK_PATH = '/_cloudfront';
/** The id of the local key pair whose private key signs the playback URLs (the stack makes the pair at start). */
export const LOCAL_PLAYBACK_KEY_PAIR_ID = 'K2LAMEUTELOCAL';
/** The function S3's ObjectCreated notification of the videos bucket invokes (functions/videos/upload-check.ts). */
export const LOCAL_VIDEO_CHECK_FUNCTION = 'video-upload-check';

/** The visio reminder function's local name: the one-time schedules' target ARN names it (function-env.ts). */
export const LOCAL_REMINDER_FUNCTION = 'visio-reminder';
