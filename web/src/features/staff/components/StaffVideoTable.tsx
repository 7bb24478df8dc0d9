import { Badge, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { StaffVideoRow } from '../../../../../shared/contract/video-schemas';
import { DueByLabel } from '../../../components/tickets/StaffTicketBadges';
import { PlanBadge } from '../../../components/ui/PlanBadge';
import { TextLink } from '../../../components/ui/TextLink';
import { VideoStatusBadge } from '../../../components/videos/VideoStatusBadge';
import { staffVideoPath } from '../paths';

/** What a video is about, for the team: the fiche's or the ticket's title. */
export function videoTitle(video: Pick<StaffVideoRow, 'fiche' | 'ticket'>): string {
  return video.fiche ? `Fiche « ${video.fiche.title} »` : video.ticket ? `Ticket « ${video.ticket.title} »` : 'Vidéo';
}

/**
 * A video's due-by with the tickets' marker (late, soon late): its one working day is a due-by like a ticket's, open
 * until the video is commented.
 */
export function VideoDueBy({ video }: { video: Pick<StaffVideoRow, 'status' | 'dueBy'> }) {
  if (!video.dueBy) return <Text color="fg.muted">—</Text>;
  return <DueByLabel ticket={{ status: video.status === 'commentee' ? 'resolu' : 'en_cours', dueBy: video.dueBy }} />;
}

function LateBadge({ video }: { video: StaffVideoRow }) {
  return video.late ? (
    <Badge colorPalette="red" variant="solid">
      En retard
    </Badge>
  ) : null;
}

interface StaffVideoTableProps {
  caption: string;
  rows: readonly StaffVideoRow[] | undefined;
  loading: boolean;
  busy?: boolean;
  empty: string;
}

/** A queue of videos in the server's order (late first, then by due-by): a table on wide screens, cards on phones. */
export function StaffVideoTable({ caption, rows, loading, busy = false, empty }: StaffVideoTableProps) {
  if (loading) {
    return (
      <Stack gap="2" p="4" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h="10" />
        ))}
      </Stack>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Text textAlign="center" py="10" px="4" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollArea hideBelow="md" tabIndex={0} role="region" aria-label={caption}>
        <Table.Root size="sm" interactive aria-busy={busy}>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Vidéo</Table.ColumnHeader>
              <Table.ColumnHeader>Membre</Table.ColumnHeader>
              <Table.ColumnHeader>Statut</Table.ColumnHeader>
              <Table.ColumnHeader>Analysée par</Table.ColumnHeader>
              <Table.ColumnHeader>Échéance</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((video) => (
              <Table.Row key={video.id}>
                <Table.Cell maxW="22rem">
                  <TextLink to={staffVideoPath(video.id)} fontWeight="semibold" variant="plain" color="fg" _hover={{ textDecoration: 'underline' }}>
                    {videoTitle(video)}
                  </TextLink>
                  {video.dog && (
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {video.dog.name}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <span>{video.member.firstName}</span>
                    <PlanBadge plan={video.member.plan} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <VideoStatusBadge status={video.status} />
                    <LateBadge video={video} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>{video.analyst?.name ?? <Text as="span" color="fg.muted">Personne</Text>}</Table.Cell>
                <Table.Cell>
                  <VideoDueBy video={video} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack as="ul" hideFrom="md" gap="0" listStyleType="none" m="0" p="0" aria-label={caption} aria-busy={busy}>
        {rows.map((video) => (
          <Stack as="li" key={video.id} gap="2" px="4" py="3" borderTopWidth="1px" borderColor="border" _first={{ borderTopWidth: 0 }}>
            <TextLink to={staffVideoPath(video.id)} fontWeight="semibold" variant="plain" color="fg">
              {videoTitle(video)}
            </TextLink>
            <HStack gap="2" flexWrap="wrap">
              <VideoStatusBadge status={video.status} />
              <LateBadge video={video} />
              <Text as="span" fontSize="sm">
                {video.member.firstName}
                {video.dog ? ` · ${video.dog.name}` : ''}
              </Text>
              <PlanBadge plan={video.member.plan} />
            </HStack>
            <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="sm">
              <VideoDueBy video={video} />
              <Text as="span" color="fg.muted">
                {video.analyst ? `Analysée par ${video.analyst.name}` : 'Pas encore ouverte'}
              </Text>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
