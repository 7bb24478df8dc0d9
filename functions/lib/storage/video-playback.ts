import { getSignedUrl } from '@aws-sdk/cloudfront-signer';
import { DEPLOY_SETTINGS, settingAt } from '../../../shared/deploy-settings';
import { config } from '../config';
import { readDeploySettings } from '../deploy-settings';
import { once } from '../once';

/**
 * Playback of the members' videos (issue 26): a CloudFront URL of the object, signed with a canned policy (Expires,
 * Signature, Key-Pair-Id) by the private key of the distribution's trusted key group, valid a few minutes. The bucket
 * stays private: only CloudFront (its origin access control) reads it, and only for a signed URL. Locally the AWS
 * emulator's CloudFront stand-in (scripts/dev/cloudfront-signed-url.ts) checks the same signature with the local
 * public key before answering the object.
 */
export interface VideoPlayback {
  /** A signed URL of the object, valid until `expiresAt` (ISO). */
  signedUrl(objectKey: string, expiresAt: string): Promise<string>;
}

/** The private key, read once per container from its secret (the detail functions alone are granted it). */
const privateKey = once(async () => {
  const { videoPlaybackKeys } = await readDeploySettings({ videoPlaybackKeys: config().VIDEO_PLAYBACK_SECRET_ARN });
  return settingAt(videoPlaybackKeys, 'privateKey')!;
});

export const cloudFrontPlayback = (): VideoPlayback => ({
  async signedUrl(objectKey, expiresAt) {
    const { VIDEO_PLAYBACK_URL, VIDEO_PLAYBACK_KEY_PAIR_ID } = config();
    if (!VIDEO_PLAYBACK_URL || !VIDEO_PLAYBACK_KEY_PAIR_ID) throw new Error(`Lecture des vidéos non configurée (${DEPLOY_SETTINGS.videoPlaybackKeys.name})`);
    const url = `${VIDEO_PLAYBACK_URL.replace(/\/$/, '')}/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
    return getSignedUrl({ url, keyPairId: VIDEO_PLAYBACK_KEY_PAIR_ID, privateKey: await privateKey(), dateLessThan: expiresAt });
  },
});
