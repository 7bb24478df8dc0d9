import { Alert, Badge, Button, Checkbox, Field, Heading, HStack, IconButton, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { FICHE_CATEGORY_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { CHALLENGE_MAX_FICHES, DEFAULT_CHALLENGE_SIZE } from '../../../../../shared/domain/monthly-challenge';
import { pointsLabel, POINTS_RULES } from '../../../../../shared/domain/points';
import { Card } from '../../../components/ui/Card';
import { formatMonth, parisMonth, shiftMonth } from '../../../lib/dates';
import type { AdminChallengeChoice } from '../../../../../shared/contract/points-schemas';
import { useAdminChallenge, useSetChallenge } from '../api/challenges';

/** SPEC has no number for it; the rule caps a month's challenge at 5 fiches (shared/domain/monthly-challenge.ts). */
const MAX_CHALLENGE_FICHES = CHALLENGE_MAX_FICHES;

/** Without accents, case or apostrophe style: titles are written with ’, a keyboard types '. */
const normalized = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[’‘ʼ]/gu, "'").toLowerCase();

/**
 * The month's challenge (issue 10): an admin picks 1 to 5 published fiches for a Paris month; a member validating one
 * of them within that month earns +10 once. The current month by default, the others one click away.
 */
export function ChallengePicker() {
  const [month, setMonth] = useState(() => parisMonth(new Date()));
  return (
    <Card as="section" aria-labelledby="challenge-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id="challenge-title" size="xl">
            Défi du mois
          </Heading>
          <Text color="fg.muted">
            Jusqu’à {MAX_CHALLENGE_FICHES} fiches : le membre qui en valide une pendant le mois gagne {pointsLabel(POINTS_RULES.monthlyChallenge, { sign: true })}, une fois.
            Sans choix de ta part, le défi par défaut s’applique : {DEFAULT_CHALLENGE_SIZE} fiches gratuites choisies automatiquement chaque mois.
          </Text>
        </Stack>
        <HStack gap="2" role="group" aria-label="Mois du défi">
          <IconButton aria-label="Mois précédent" variant="outline" size="sm" onClick={() => setMonth((current) => shiftMonth(current, -1))}>
            <ChevronLeft aria-hidden="true" />
          </IconButton>
          <Text fontWeight="semibold" minW="10rem" textAlign="center" textTransform="capitalize" aria-live="polite">
            {formatMonth(month)}
          </Text>
          <IconButton aria-label="Mois suivant" variant="outline" size="sm" onClick={() => setMonth((current) => shiftMonth(current, 1))}>
            <ChevronRight aria-hidden="true" />
          </IconButton>
        </HStack>
        {/* A new month starts from its own saved picks: the form remounts. */}
        <MonthChallenge key={month} month={month} />
      </Stack>
    </Card>
  );
}

function MonthChallenge({ month }: { month: string }) {
  const challenge = useAdminChallenge(month);
  if (challenge.isPending) return <Skeleton h="48" rounded="lg" />;
  if (challenge.isError) {
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{challenge.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4">
      {challenge.data.fiches.length === 0 && challenge.data.defaultFiches.length > 0 && (
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Défi par défaut de {formatMonth(month)}</Alert.Title>
            <Alert.Description>{challenge.data.defaultFiches.map((fiche) => fiche.title).join(' · ')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ChallengeForm month={month} saved={challenge.data.fiches} candidates={challenge.data.candidates} />
    </Stack>
  );
}

interface ChallengeFormProps {
  month: string;
  saved: readonly { id: string; title: string }[];
  candidates: AdminChallengeChoice['candidates'];
}

function ChallengeForm({ month, saved, candidates }: ChallengeFormProps) {
  const setChallenge = useSetChallenge(month);
  const [picked, setPicked] = useState<readonly string[]>(() => saved.map((fiche) => fiche.id));
  const [search, setSearch] = useState('');
  const query = normalized(useDeferredValue(search.trim()));

  // A saved pick stays listed even if it has been unpublished since.
  const byId = new Map<string, { id: string; title: string; category?: string; isFree?: boolean }>(saved.map((fiche) => [fiche.id, fiche]));
  for (const fiche of candidates) byId.set(fiche.id, { id: fiche.id, title: fiche.title, category: FICHE_CATEGORY_LABELS[fiche.category], isFree: fiche.isFree });
  const all = [...byId.values()].sort((a, b) => a.title.localeCompare(b.title, 'fr'));
  const listed = query ? all.filter((fiche) => normalized(fiche.title).includes(query) || picked.includes(fiche.id)) : all;
  const full = picked.length >= MAX_CHALLENGE_FICHES;
  const unchanged = picked.length === saved.length && saved.every((fiche) => picked.includes(fiche.id));

  const toggle = (id: string, checked: boolean) =>
    setPicked((current) => (checked ? (current.includes(id) ? current : [...current, id]) : current.filter((other) => other !== id)));

  return (
    <Stack
      as="form"
      gap="4"
      aria-label={`Fiches du défi de ${formatMonth(month)}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (picked.length > 0) setChallenge.mutate([...picked]);
      }}
    >
      <Text fontWeight="medium" aria-live="polite">
        {picked.length === 0
          ? 'Aucune fiche choisie pour ce mois.'
          : `${picked.length} fiche${picked.length > 1 ? 's' : ''} choisie${picked.length > 1 ? 's' : ''} sur ${MAX_CHALLENGE_FICHES}`}
        {full && ' : le maximum est atteint.'}
      </Text>
      <Field.Root>
        <Field.Label>Rechercher une fiche</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input type="search" placeholder="Titre de la fiche" value={search} onChange={(event) => setSearch(event.target.value)} />
        </InputGroup>
      </Field.Root>
      <Stack as="fieldset" gap="0" m="0" p="0" border="0" minW="0">
        <Text as="legend" srOnly>
          Fiches publiées
        </Text>
        {listed.length === 0 && <Text color="fg.muted">Aucune fiche ne correspond à cette recherche.</Text>}
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" maxH="24rem" overflowY="auto" borderWidth={listed.length > 0 ? '1px' : '0'} borderColor="border" rounded="lg">
          {listed.map((fiche) => {
            const checked = picked.includes(fiche.id);
            return (
              <li key={fiche.id}>
                <Checkbox.Root
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(details) => toggle(fiche.id, details.checked === true)}
                  colorPalette="brand"
                  w="full"
                  px="3"
                  py="2.5"
                  alignItems="flex-start"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label flex="1">
                    <HStack as="span" justify="space-between" gap="2" flexWrap="wrap" w="full">
                      <span>{fiche.title}</span>
                      <HStack as="span" gap="1.5">
                        {fiche.category && (
                          <Badge colorPalette="brand" variant="subtle">
                            {fiche.category}
                          </Badge>
                        )}
                        {fiche.isFree && (
                          <Badge colorPalette="green" variant="subtle">
                            Gratuite
                          </Badge>
                        )}
                      </HStack>
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              </li>
            );
          })}
        </Stack>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" disabled={picked.length === 0 || unchanged} loading={setChallenge.isPending} loadingText="Enregistrement…">
          Enregistrer le défi
        </Button>
        {picked.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            Choisis au moins une fiche pour lancer le défi.
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
