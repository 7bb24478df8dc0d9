import { Button, Field, HStack, Input, InputGroup, NativeSelect, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PLAN_IDS, PLANS, isPlanId, type PlanId } from '../../../../../shared/domain/plans';
import { Card } from '../../../components/ui/Card';
import { PlanBadge } from '../../../components/ui/PlanBadge';
import { TextLink } from '../../../components/ui/TextLink';
import { useAdminUsers } from '../api/users';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { sectionOf } from '../sections';

const signupDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });

/** Where an admin reads a member's file. */
export const adminMemberHref = (id: string) => `/admin/users/${id}`;

/**
 * /admin/users (SPEC §2 Admin, Users): search by email or name, filter by offer, the members' table newest first,
 * page by page ('Afficher plus'); a member's name opens their file.
 */
export default function AdminUsersPage() {
  const section = sectionOf('/admin/users');
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<PlanId | ''>('');
  const deferredSearch = useDeferredValue(search.trim());
  const users = useAdminUsers({ search: deferredSearch || undefined, plan: plan || undefined });
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

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
        <LoadError error={users.error} />
      ) : (
        <Card p="0" overflow="hidden">
          <HStack justify="space-between" px={{ base: '4', md: '5' }} py="3" borderBottomWidth="1px" borderColor="border">
            <Text fontWeight="semibold" aria-live="polite">
              {users.isPending ? 'Chargement des membres…' : `${rows.length} ${rows.length > 1 ? 'membres affichés' : 'membre affiché'}${users.hasNextPage ? ' — il y en a d’autres' : ''}`}
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
                    <Table.Cell>
                      <TextLink to={adminMemberHref(user.id)} fontWeight="semibold">
                        {user.firstName || user.email}
                      </TextLink>
                    </Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell>
                      <PlanBadge plan={user.plan} />
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
          {users.hasNextPage && (
            <HStack justify="center" p="3" borderTopWidth="1px" borderColor="border">
              <Button variant="outline" loading={users.isFetchingNextPage} loadingText="Chargement…" onClick={() => void users.fetchNextPage()}>
                Afficher plus de membres
              </Button>
            </HStack>
          )}
        </Card>
      )}
    </AdminPage>
  );
}
