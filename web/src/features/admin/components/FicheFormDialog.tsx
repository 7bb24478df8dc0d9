import { Button, chakra, Dialog, Input, NativeSelect, SimpleGrid, Skeleton, Textarea } from '@chakra-ui/react';
import { useEffect } from 'react';
import { type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/useAppForm';
import { BEHAVIOUR_TAGS, BEHAVIOUR_TAG_IDS } from '../../../../../shared/domain/behaviour-tags';
import { FICHE_CATEGORIES, FICHE_TYPES } from '../../../../../shared/domain/fiche';
import { FICHE_CATEGORY_LABELS, FICHE_LEVEL_LABELS, FICHE_LEVELS, FICHE_TYPE_LABELS } from '../../../../../shared/domain/fiche-vocabulary';
import { FICHE_FORM_DEFAULTS, FICHE_FORM_LIMITS, type FicheForm, type FicheFormInput } from '../../../../../shared/schemas/fiche-admin';
import { ERRORS, SUCCESS } from '../../../../../shared/schemas/messages';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { FormField } from '../../../components/ui/FormField';
import { toaster } from '../../../components/ui/toaster';
import { lazyZodResolver } from '../../../lib/forms/lazyZodResolver';
import { useAdminFiche, useSaveFiche } from '../api/fiches';

const resolver = lazyZodResolver<FicheFormInput, FicheForm>(async () => (await import('../../../../../shared/schemas/fiche-admin')).ficheFormSchema);

/** SPEC §9 Admin fiche defaults: category chiot, level tous, 15 minutes, 1 point, not free. */
const EMPTY: FicheFormInput = {
  title: '',
  objective: '',
  category: FICHE_FORM_DEFAULTS.category,
  level: FICHE_FORM_DEFAULTS.level,
  durationMinutes: FICHE_FORM_DEFAULTS.durationMinutes,
  pointsReward: FICHE_FORM_DEFAULTS.pointsReward,
  isFree: FICHE_FORM_DEFAULTS.isFree,
  expertPlusOnly: false,
  ficheType: 'exercice',
  description: '',
  frequency: '',
  context: '',
  materials: '',
  steps: '',
  mistakesToAvoid: '',
  successCriteria: '',
  tags: [],
  prerequisTags: [],
  nextFicheId: '',
};

/** The first message of a failed form, shown as a toast (SPEC §5: the first schema error is shown). */
function firstMessage(errors: FieldErrors<FicheFormInput>): string | undefined {
  for (const error of Object.values(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** A multiple choice among the behavioural tags (tags, prerequisites). */
function TagSelect(props: UseFormRegisterReturn) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field multiple h="36" {...props}>
        {BEHAVIOUR_TAG_IDS.map((tag) => (
          <option key={tag} value={tag}>
            {BEHAVIOUR_TAGS[tag]}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}

interface Props {
  /** null: closed; 'new': a new fiche; an id: that fiche. */
  editing: string | null;
  fiches: ReadonlyArray<{ id: string; title: string }>;
  onClose: () => void;
}

/** Create or edit a fiche with the shared admin form schema (SPEC §5 Fiche admin form). */
export function FicheFormDialog({ editing, fiches, onClose }: Props) {
  const id = editing && editing !== 'new' ? editing : null;
  const stored = useAdminFiche(id);
  const save = useSaveFiche();
  const { register, handleSubmit, reset, watch, setValue, formState: { errors } } = useAppForm<FicheFormInput, unknown, FicheForm>({ resolver, defaultValues: EMPTY });

  useEffect(() => {
    if (editing === 'new') reset(EMPTY);
    else if (stored.data) reset({ ...stored.data.form, nextFicheId: stored.data.form.nextFicheId ?? '' });
  }, [editing, stored.data, reset]);

  const access = watch('isFree') ? 'free' : watch('expertPlusOnly') ? 'expert' : 'premium';
  const setAccess = (value: string) => {
    setValue('isFree', value === 'free');
    setValue('expertPlusOnly', value === 'expert');
  };

  const onSubmit = handleSubmit(
    (form) =>
      save.mutate(
        { id, form },
        {
          onSuccess: () => {
            toaster.create({ type: 'success', title: id ? SUCCESS.ficheUpdated : SUCCESS.ficheCreated });
            onClose();
          },
          onError: (error) => toaster.create({ type: 'error', title: id ? ERRORS.adminFicheUpdate : ERRORS.adminFicheCreate, description: error.message }),
        },
      ),
    (invalid) => toaster.create({ type: 'error', title: firstMessage(invalid) ?? ERRORS.adminFicheCreate }),
  );

  return (
    <DialogFrame
      open={editing !== null}
      title={id ? 'Modifier la fiche' : 'Nouvelle fiche'}
      onClose={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Annuler</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" type="submit" form="fiche-form" loading={save.isPending} loadingText="Enregistrement…">
            {id ? 'Enregistrer' : 'Créer la fiche'}
          </Button>
        </>
      }
    >
      {id && stored.isPending ? (
        <Skeleton h="96" />
      ) : (
        <chakra.form id="fiche-form" display="flex" flexDirection="column" gap="4" onSubmit={onSubmit} noValidate>
          <FormField label="Titre" required error={errors.title?.message} helper={`De ${FICHE_FORM_LIMITS.titleMin} à ${FICHE_FORM_LIMITS.titleMax} caractères`}>
            <Input {...register('title')} autoComplete="off" />
          </FormField>
          <FormField label="Objectif" required error={errors.objective?.message}>
            <Textarea rows={2} {...register('objective')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Catégorie" error={errors.category?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('category')}>
                  {FICHE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {FICHE_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Type" error={errors.ficheType?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('ficheType')}>
                  {FICHE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {FICHE_TYPE_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Accès">
              <NativeSelect.Root>
                <NativeSelect.Field value={access} onChange={(event) => setAccess(event.target.value)}>
                  <option value="free">Gratuite</option>
                  <option value="premium">Premium</option>
                  <option value="expert">Expert+</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Niveau" error={errors.level?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('level')}>
                  {FICHE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {FICHE_LEVEL_LABELS[level]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Durée (minutes)" error={errors.durationMinutes?.message}>
              <Input type="number" inputMode="numeric" {...register('durationMinutes')} />
            </FormField>
            <FormField label="Points" error={errors.pointsReward?.message}>
              <Input type="number" inputMode="numeric" {...register('pointsReward')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Fréquence" error={errors.frequency?.message}>
            <Input {...register('frequency')} placeholder="Deux fois par jour" />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </FormField>
          <FormField label="Contexte" error={errors.context?.message}>
            <Textarea rows={2} {...register('context')} />
          </FormField>
          <FormField label="Matériel" error={errors.materials?.message}>
            <Textarea rows={2} {...register('materials')} />
          </FormField>
          <FormField label="Étapes" error={errors.steps?.message} helper="Une étape par ligne : elles seront numérotées.">
            <Textarea rows={6} {...register('steps')} />
          </FormField>
          <FormField label="Erreurs à éviter" error={errors.mistakesToAvoid?.message} helper="Une erreur par ligne.">
            <Textarea rows={3} {...register('mistakesToAvoid')} />
          </FormField>
          <FormField label="Critère de réussite" error={errors.successCriteria?.message}>
            <Textarea rows={2} {...register('successCriteria')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Tags" helper="Ctrl ou Cmd pour en choisir plusieurs.">
              <TagSelect {...register('tags')} />
            </FormField>
            <FormField label="Tags prérequis" helper="La fiche n’est recommandée qu’aux chiens qui les ont.">
              <TagSelect {...register('prerequisTags')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Fiche suivante">
            <NativeSelect.Root>
              <NativeSelect.Field {...register('nextFicheId')}>
                <option value="">Aucune</option>
                {fiches
                  .filter((fiche) => fiche.id !== id)
                  .map((fiche) => (
                    <option key={fiche.id} value={fiche.id}>
                      {fiche.title}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </chakra.form>
      )}
    </DialogFrame>
  );
}
