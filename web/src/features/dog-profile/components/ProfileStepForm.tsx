import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useAppForm } from '../../../lib/forms/useAppForm';
import type * as z from 'zod';
import { isDetailAsked, withoutUnaskedDetails } from '../../../../../shared/domain/dog-profile/dependent-answers';
import { stepLabel, stepProgress } from '../../../../../shared/domain/dog-profile/steps';
import { validateProfileStep, type ProfileFormStep } from '../../../../../shared/schemas/dog-profile-forms';
import { fieldErrors } from '../../../../../shared/schemas/field-errors';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { isApiError } from '../../../lib/api';
import { fieldDefinition } from '../fields';
import { answerErrors, flattenErrors, stepOfField, toHookFormErrors } from '../form-values';
import { ProfileField, type ProfileFormValues } from './ProfileField';

export interface ProfileStepFormProps<S extends z.ZodType> {
  /** Accessible name of the form. */
  label: string;
  steps: readonly ProfileFormStep[];
  defaultValues: ProfileFormValues;
  /** Whether the form may be saved at this step (the last one; also step 6 of a light wizard). */
  canSaveAt: (step: number) => boolean;
  saveLabel: string;
  /** The whole form's schema when saving at a step: every step up to it must hold. */
  schemaAt: (step: number) => S;
  /** Sends the parsed values; a rejected ApiError's field errors are shown on their fields. */
  onSave: (values: z.output<S>, step: number) => Promise<void>;
  /** What else a step shows under its questions (an upgrade card, a 'later' link). `next` advances like Next. */
  extra?: (step: number, next: () => Promise<void>) => ReactNode;
}

/**
 * A profile form in steps (SPEC §2 Profile wizards, §4): 'Étape x sur n' with a progress bar, the step's
 * questions, Previous / Next. Next advances only when the current step validates with its shared schema
 * (each SPEC §5 message under its field); saving checks the whole form and goes back to the first step in error.
 */
export function ProfileStepForm<S extends z.ZodType>({ label, steps, defaultValues, canSaveAt, saveLabel, schemaAt, onSave, extra }: ProfileStepFormProps<S>) {
  const total = steps.length;
  const [step, setStep] = useState(1);
  const stepRef = useRef(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const resolver = useMemo<Resolver<ProfileFormValues>>(
    () => (values) => {
      // A detail of a 'no' (the fears after 'A des peurs : Non') is hidden and not an answer: it is neither checked nor sent.
      const errors = validateProfileStep(steps, stepRef.current, withoutUnaskedDetails(values));
      return Object.keys(errors).length > 0 ? { values: {}, errors: toHookFormErrors(errors) } : { values, errors: {} };
    },
    [steps],
  );
  const {
    control,
    handleSubmit,
    trigger,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useAppForm<ProfileFormValues>({ defaultValues, resolver });

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const next = async () => {
    if (await trigger(undefined, { shouldFocus: true })) {
      clearErrors();
      setStep((current) => Math.min(total, current + 1));
    }
  };
  const previous = () => {
    clearErrors();
    setStep((current) => Math.max(1, current - 1));
  };

  /** Shows errors (from the whole-form check or the server) on their fields, at the first step concerned. */
  const showErrors = (flat: Readonly<Record<string, string>>): boolean => {
    const entries = Object.entries(flat);
    if (entries.length === 0) return false;
    const firstStep = Math.min(...entries.map(([field]) => stepOfField(steps, field) ?? step));
    setStep(firstStep);
    for (const [field, message] of entries) setError(field, { type: 'server', message });
    return true;
  };

  const save = handleSubmit(async () => {
    // The answers of the steps asked so far: the form's schema refuses a field it does not ask (the light wizard
    // saved at step 6 does not send steps 7 to 10).
    const asked = new Set(steps.slice(0, step).flatMap((current) => current.fields));
    const values = withoutUnaskedDetails(Object.fromEntries(Object.entries(getValues()).filter(([field]) => asked.has(field))));
    const parsed = schemaAt(step).safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error));
      return;
    }
    try {
      await onSave(parsed.data, step);
    } catch (error) {
      if (isApiError(error)) showErrors(answerErrors(error.fields));
    }
  });

  const answers = useWatch({ control }) as Record<string, unknown>;
  const current = steps[step - 1];
  if (!current) return null;
  const saving = canSaveAt(step);

  return (
    <form
      onSubmit={(event) => {
        if (saving) return save(event);
        event.preventDefault();
        return next();
      }}
      noValidate
      aria-label={label}
    >
      <Stack gap="6">
        <Stack gap="2">
          <HStack justify="space-between" fontSize="sm" color="fg.muted">
            <Text>{stepLabel(step, total)}</Text>
            <Text>{stepProgress(step, total)} %</Text>
          </HStack>
          <ProgressBar value={stepProgress(step, total)} label={stepLabel(step, total)} />
        </Stack>

        <Card>
          <Stack gap="6">
            <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none">
              {current.title}
            </Heading>
            <Stack gap="5">
              {current.fields.filter((field) => isDetailAsked(answers, field)).map((field) => (
                <ProfileField
                  key={field}
                  name={field}
                  definition={fieldDefinition(field)}
                  control={control}
                  error={errors[field]?.message as string | undefined}
                  required={!current.schema.shape[field]?.safeParse(undefined).success}
                  nestedErrors={flattenErrors(errors[field], field)}
                />
              ))}
            </Stack>
            {extra?.(step, next)}
          </Stack>
        </Card>

        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Button type="button" variant="outline" onClick={previous} disabled={step === 1}>
            <ArrowLeft aria-hidden="true" /> Précédent
          </Button>
          {saving ? (
            // Distinct keys: React must not turn the clicked Next button into this submit button mid-click.
            <Button key="save" type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Enregistrement…">
              {saveLabel}
            </Button>
          ) : (
            <Button key="next" type="button" colorPalette="brand" onClick={() => void next()}>
              Suivant <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
