import { Badge } from '@chakra-ui/react';
import { VIDEO_STATUS_LABELS, type VideoStatus } from '../../../../shared/domain/videos';

const PALETTES: Readonly<Record<VideoStatus, string>> = { attente_fichier: 'gray', envoyee: 'accent', en_analyse: 'brand', commentee: 'green', refusee: 'red', abandonnee: 'gray' };

/** A video's status in the domain's words ('Envoyée', 'En cours d’analyse', 'Commentée'…), for the member and the team. */
export function VideoStatusBadge({ status }: { status: VideoStatus }) {
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" size="md">
      {VIDEO_STATUS_LABELS[status]}
    </Badge>
  );
}
