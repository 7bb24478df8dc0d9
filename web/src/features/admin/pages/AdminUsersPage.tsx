import { Alert, Badge, Field, HStack, Input, InputGroup, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PLAN_IDS, PLANS, isPlanId, type PlanId } from '../../../../../shared/domain/plans';
import { Card } from '../../../components/ui/Card';
import { useAdminUsers } from '../api/users';
import { AdminPage } from '../components/AdminPage';
import { sectionOf } from '../sections';

const signupDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
const PLAN_COLORS: Record<PlanId, string> = { gratuit: 'gray', premium: 'brand', expert: 'accent' };

/** /admin/users (SPEC §2 Admin, Users): search by email or name, filter by offer, the members' table. */
export default function AdminUsersPage() {
  const section = sectionOf('/admin/users');
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const users = useAdminUsers({ search: deferredSearch || undefined, plan: plan || undefined });
  const rows = users.data?.users ?? [];

  return (
    <AdminPage title={section?.label ?? 'Utilisateurs'} summary={section?.summary ?? ''}>
      <Card p={{ base: '4', md: '5' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          <Field.Root flex="2">
            <Field.Label>Rechercher</Field.Label>
            <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
              <Input type="search" placeholder="Email ou prénom" value={search} onChange={(event) => setSearch(event.target.value)} />
            </InputGroup>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label>Offre</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={plan} onChange={(event) => setPlan(isPlanId(event.target.value) ? event.target.value : '')}>
                <option value="">Toutes les offres</option>
                {PLAN_IDS.map((id) => (
                  <option key={id} value={id}>
                    {PLANS[id].name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Card>

      {users.isError ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{users.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <Card p="0" overflow="hidden">
          <HStack justify="space-between" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px" borderColor="border">
            <Text fontWeight="semibold" aria-live="polite">
              {users.isPending ? 'Chargement des membres…' : `${rows.length} ${rows.length > 1 ? 'membres' : 'membre'}`}
            </Text>
          </HStack>
          <Table.ScrollArea>
            <Table.Root size="sm" interactive aria-busy={users.isFetching} minW="40rem">
              <Table.Caption srOnly>Liste des membres</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Nom</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Offre</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
                  <Table.ColumnHeader>Inscription</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {users.isPending &&
                  [0, 1, 2].map((row) => (
                    <Table.Row key={row}>
                      <Table.Cell colSpan={5}>
                        <Skeleton h="5" />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                {rows.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell fontWeight="medium">{user.firstName}</Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={PLAN_COLORS[user.plan]} variant="subtle">
                        {PLANS[user.plan].name}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{user.points}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{signupDate.format(new Date(user.createdAt))}</Table.Cell>
                  </Table.Row>
                ))}
                {users.isSuccess && rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={5} textAlign="center" py="8" color="fg.muted">
                      Aucun membre ne correspond à cette recherche.
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card>
      )}
    </AdminPage>
  );
}
