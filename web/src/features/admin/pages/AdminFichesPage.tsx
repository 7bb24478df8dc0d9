import { Button, Dialog, Field, HStack, Input, Skeleton, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminFicheRow } from '../../../../../shared/contract/admin-schemas';
import { FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { ERRORS, FICHE_DELETE_CONFIRMATION, SUCCESS } from '../../../../../shared/schemas/messages';
import { Card } from '../../../components/ui/Card';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { toaster } from '../../../components/ui/toaster';
import { useAdminFiches, useDeleteFiche, usePublishFiche } from '../api/fiches';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { FicheFormDialog } from '../components/FicheFormDialog';

const ACCESS_LABELS: Record<AdminFicheRow['access'], string> = { free: 'Gratuite', premium: 'Premium', expert: 'Expert+' };
/** Without accents, case or apostrophe style: titles are written with ’, a keyboard types '. */
const normalized = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘ʼ]/gu, "'").toLowerCase();

function DeleteDialog({ fiche, onClose }: { fiche: AdminFicheRow | null; onClose: () => void }) {
  const remove = useDeleteFiche();
  const confirm = () =>
    fiche &&
    remove.mutate(fiche.id, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: SUCCESS.ficheDeleted });
        onClose();
      },
      onError: (error) => toaster.create({ type: 'error', title: ERRORS.adminFicheDelete, description: error.message }),
    });
  return (
    <DialogFrame
      open={fiche !== null}
      title="Supprimer la fiche"
      size="md"
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Annuler</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={remove.isPending} onClick={confirm}>
            Supprimer
          </Button>
        </>
      }
    >
      <Stack gap="2">
        <Text>{FICHE_DELETE_CONFIRMATION}</Text>
        {fiche && (
          <Text color="fg.muted">
            « {fiche.title} » — les membres qui l’ont validée gardent leur historique et leurs points.
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}

/**
 * /admin/fiches (SPEC §2 Admin Fiches, issue 14): search by title, the table with its publication switch, create and
 * edit in a dialog with the shared admin form, delete after confirmation. Members see each change at once.
 */
export default function AdminFichesPage() {
  const fiches = useAdminFiches();
  const publish = usePublishFiche();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminFicheRow | null>(null);
  const rows = (fiches.data?.fiches ?? []).filter((fiche) => normalized(fiche.title).includes(normalized(search.trim())));

  const togglePublication = (fiche: AdminFicheRow, isPublished: boolean) =>
    publish.mutate(
      { id: fiche.id, isPublished },
      {
        onSuccess: () => toaster.create({ type: 'success', title: isPublished ? SUCCESS.fichePublished : SUCCESS.ficheUnpublished }),
        onError: (error) => toaster.create({ type: 'error', title: ERRORS.adminFicheUpdate, description: error.message }),
      },
    );

  return (
    <AdminPage title="Fiches" summary="Le catalogue des fiches : création, modification, publication et suppression.">
      <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
        <Field.Root maxW="sm">
          <Field.Label>Rechercher par titre</Field.Label>
          <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Rappel, laisse, chiot…" />
        </Field.Root>
        <Button colorPalette="brand" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Nouvelle fiche
        </Button>
      </HStack>

      {fiches.isError ? (
        <LoadError error={fiches.error} />
      ) : fiches.isPending ? (
        <Skeleton h="64" rounded="card" />
      ) : (
        <Card p="0" overflow="hidden">
          <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau des fiches">
            <Table.Root size="sm">
              <Table.Caption srOnly>Fiches du catalogue, les plus récemment modifiées d’abord</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Titre</Table.ColumnHeader>
                  <Table.ColumnHeader>Catégorie</Table.ColumnHeader>
                  <Table.ColumnHeader>Niveau</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Points</Table.ColumnHeader>
                  <Table.ColumnHeader>Accès</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Validations</Table.ColumnHeader>
                  <Table.ColumnHeader>Publiée</Table.ColumnHeader>
                  <Table.ColumnHeader>Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((fiche) => (
                  <Table.Row key={fiche.id}>
                    <Table.Cell fontWeight="medium">{fiche.title}</Table.Cell>
                    <Table.Cell>{FICHE_CATEGORY_LABELS[fiche.category]}</Table.Cell>
                    <Table.Cell>{fiche.level}</Table.Cell>
                    <Table.Cell textAlign="end">{fiche.pointsReward}</Table.Cell>
                    <Table.Cell>{ACCESS_LABELS[fiche.access]}</Table.Cell>
                    <Table.Cell textAlign="end">{fiche.validations}</Table.Cell>
                    <Table.Cell>
                      <Switch.Root checked={fiche.isPublished} onCheckedChange={({ checked }) => togglePublication(fiche, checked)} disabled={publish.isPending && publish.variables?.id === fiche.id}>
                        <Switch.HiddenInput aria-label={`Publier : ${fiche.title}`} />
                        <Switch.Control />
                      </Switch.Root>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Button size="xs" variant="outline" onClick={() => setEditing(fiche.id)} aria-label={`Modifier : ${fiche.title}`}>
                          Modifier
                        </Button>
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(fiche)} aria-label={`Supprimer : ${fiche.title}`}>
                          Supprimer
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
                {rows.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={8} color="fg.muted">
                      Aucune fiche ne correspond à cette recherche.
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card>
      )}
      <FicheFormDialog editing={editing} fiches={fiches.data?.fiches ?? []} onClose={() => setEditing(null)} />
      <DeleteDialog fiche={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
