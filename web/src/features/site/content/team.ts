import type { TeamStat } from '../../../components/marketing/TeamStats';

/** The team's figures quoted by the public pages (SPEC §9 "Team stats shown"). */
export const TEAM_STATS: readonly TeamStat[] = [
  { value: '5+', label: 'éducateurs canins professionnels' },
  { value: '10+ ans', label: 'd’expérience en éducation canine' },
  { value: '1 000+', label: 'chiens accompagnés' },
];
