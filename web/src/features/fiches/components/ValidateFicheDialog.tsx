import { Alert, Button, Dialog, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { FicheCard } from '../../../../../shared/contract/fiche-schemas';
import { dailyCapReachedNotice, pointsLabel } from '../../../../../shared/domain/points';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { ficheDetailQuery, pointsOverviewQuery } from '../../../lib/api';
import { useCurrentDog } from '../../../lib/current-dog';

interface ValidateFicheDialogProps {
  open: boolean;
  fiche: Pick<FicheCard, 'id' | 'title' | 'pointsReward'>;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The library card's 'Valider' (issue 23): before a fiche pays its points, the member reads its success criterion
 * (the fiche's own `successCriteria`, from its page's data, which the server gives only to a plan that may read it)
 * and confirms it was met. When the day's validations have already paid the cap, it says so before they confirm.
 * The fiche's page data is fetched once the dialog opens, when a member means to validate it.
 */
export function ValidateFicheDialog({ open, fiche, onClose, onConfirm }: ValidateFicheDialogProps) {
  const { dogId } = useCurrentDog();
  const detail = useQuery({ ...ficheDetailQuery(fiche.id, dogId), enabled: open });
  const overview = useQuery({ ...pointsOverviewQuery(), enabled: open });
  const criterion = detail.data?.content?.successCriteria.trim() || null;
  const capReached = overview.data?.validationsToday.remaining === 0;
  return (
    <DialogFrame
      open={open}
      size="md"
      title="As-tu réussi cette fiche ?"
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Pas encore</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" disabled={!criterion} onClick={onConfirm}>
            Oui, c’est réussi
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text fontWeight="semibold">{fiche.title}</Text>
        <Stack as="section" aria-labelledby={`criterion-${fiche.id}`} gap="1" p="3" rounded="lg" bg="bg.muted">
          <Heading as="h3" id={`criterion-${fiche.id}`} size="sm">
            Critère de réussite
          </Heading>
          {detail.isPending ? (
            <Skeleton h="12" aria-label="Chargement du critère de réussite" />
          ) : criterion ? (
            <Text>{criterion}</Text>
          ) : (
            <Stack gap="2" align="flex-start">
              <Text color="fg.error">Impossible de charger le critère de réussite de cette fiche.</Text>
              <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
                Réessayer
              </Button>
            </Stack>
          )}
        </Stack>
        {capReached ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Description>{dailyCapReachedNotice(fiche.pointsReward)}</Alert.Description>
          </Alert.Root>
        ) : (
          <Text color="fg.muted">
            Ton chien y arrive ? Valide la fiche pour gagner ses {pointsLabel(fiche.pointsReward)}. Sinon, continue de t’entraîner : elle t’attend.
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
