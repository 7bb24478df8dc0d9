import { Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { AdminPage } from '../components/AdminPage';
import { sectionOf } from '../sections';

/** An admin section whose feature has not landed yet: its title, what it will hold, and that it is coming. */
export default function AdminComingSoonPage() {
  const section = sectionOf(useLocation().pathname);
  return (
    <AdminPage title={section?.label ?? 'Administration'} summary={section?.summary ?? ''}>
      <Card>
        <Text>Cette section arrive bientôt.</Text>
      </Card>
    </AdminPage>
  );
}
