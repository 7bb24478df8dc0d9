import { Text } from '@chakra-ui/react';
import { Card } from '../../../components/ui/Card';
import { ChallengePicker } from '../components/ChallengePicker';
import { AdminPage } from '../components/AdminPage';
import { sectionOf } from '../sections';

/**
 * /admin/points (SPEC §2 Admin, Points). For now the month's challenge (issue 10); the statistics, the top 10, the
 * rules and the reward tiers come with the admin area's issue.
 */
export default function AdminPointsPage() {
  const section = sectionOf('/admin/points');
  return (
    <AdminPage title={section?.label ?? 'Points'} summary={section?.summary ?? ''}>
      <ChallengePicker />
      <Card>
        <Text>Les statistiques, le classement des membres, les règles et les paliers de récompenses arrivent bientôt.</Text>
      </Card>
    </AdminPage>
  );
}
