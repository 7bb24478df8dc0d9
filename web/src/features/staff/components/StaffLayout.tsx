import { Badge, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarClock, CalendarDays, Clapperboard, Inbox, Mail, MessageSquareText } from 'lucide-react';
import { NavLink, Link as RouterLink, useMatch, useSearchParams } from 'react-router-dom';
import { STAFF_QUEUE_LABELS, STAFF_QUEUES } from '../../../../../shared/domain/tickets';
import { AreaLayout } from '../../../components/layout/AreaLayout';
import { navLinkStyle } from '../../../components/layout/navLinkStyle';
import { useStaffQueue } from '../api/tickets';
import { StaffNotifications } from '../live/StaffNotifications';
import { AVAILABILITY_PATH, CANNED_REPLIES_PATH, MAIL_PREFERENCES_PATH, queueOf, queuePath, STAFF_HOME, STAFF_TICKETS_PATH, STAFF_VIDEOS_PATH, STAFF_VISIOS_PATH } from '../paths';

function StaffNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const [search] = useSearchParams();
  const onQueuePage = useMatch(STAFF_TICKETS_PATH) !== null;
  const current = queueOf(search);
  // Every queue answer carries all the counts: the open queue's (shared with the page), else the default one's.
  const counts = useStaffQueue(current).data?.counts;

  return (
    <>
      <Stack gap="2">
        <HStack gap="2" px="3" color="fg.muted" fontSize="sm" fontWeight="semibold">
          <Inbox size={16} aria-hidden="true" />
          <Text as="h2">Files</Text>
        </HStack>
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {STAFF_QUEUES.map((queue) => {
            const active = onQueuePage && queue === current;
            return (
              <li key={queue}>
                <Link
                  asChild
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="3"
                  {...navLinkStyle}
                  aria-current={active ? 'page' : undefined}
                >
                  <RouterLink to={queuePath(queue)} onClick={onNavigate}>
                    {STAFF_QUEUE_LABELS[queue]}{' '}
                    {counts && (
                      <Badge variant={active ? 'solid' : 'subtle'} colorPalette={queue === 'en-retard' && counts[queue] > 0 ? 'red' : 'gray'}>
                        {counts[queue]}
                        <VisuallyHidden> ticket{counts[queue] > 1 ? 's' : ''}</VisuallyHidden>
                      </Badge>
                    )}
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </Stack>
      </Stack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {[
          // Issue 26: the members' videos to comment (their own queues, in the page's tabs).
          { to: STAFF_VIDEOS_PATH, label: 'Vidéos', Icon: Clapperboard },
          { to: CANNED_REPLIES_PATH, label: 'Réponses types', Icon: MessageSquareText },
          { to: STAFF_VISIOS_PATH, label: 'Agenda des visios', Icon: CalendarDays },
          { to: AVAILABILITY_PATH, label: 'Mes disponibilités', Icon: CalendarClock },
          { to: MAIL_PREFERENCES_PATH, label: 'Mes e-mails', Icon: Mail },
        ].map(({ to, label, Icon }) => (
          <li key={to}>
            <Link asChild display="flex" alignItems="center" gap="3" {...navLinkStyle}>
              <NavLink to={to} onClick={onNavigate}>
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </>
  );
}

/**
 * The educators' console (DESIGN §8 staff area): the queues, the team's replies, the visios' agenda and availability,
 * kept current by the staff member's live channel (StaffNotifications).
 */
export default function StaffLayout() {
  return (
    <>
      <StaffNotifications />
      <AreaLayout
        name="Console éducateur"
        home={STAFF_HOME}
        menuLabel="Ouvrir le menu de la console"
        navigation={(onNavigate) => <StaffNavigation onNavigate={onNavigate} />}
      />
    </>
  );
}
