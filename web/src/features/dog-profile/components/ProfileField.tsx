import { Alert, Button, Checkbox, Fieldset, HStack, Input, InputGroup, NativeSelect, RadioGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/FormField';
import type { FieldDefinition } from '../fields';

export type ProfileFormValues = FieldValues;

interface ProfileFieldProps {
  name: string;
  definition: FieldDefinition;
  control: Control<ProfileFormValues>;
  error?: string | undefined;
  required?: boolean;
  /** Errors of nested entries (the other animals' rows), keyed 'autres_animaux.0.type'. */
  nestedErrors?: Readonly<Record<string, string>>;
}

const YES = 'oui';
const NO = 'non';

/** One question of a profile form, drawn from its definition, with its French error under it. */
export function ProfileField({ name, definition, control, error, required, nestedErrors = {} }: ProfileFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        switch (definition.kind) {
          case 'text':
            return (
              <FormField label={definition.label} error={error} required={required} helper={definition.helper}>
                {definition.multiline ? (
                  <Textarea {...field} value={(field.value as string | undefined) ?? ''} rows={3} autoresize />
                ) : (
                  <Input {...field} value={(field.value as string | undefined) ?? ''} autoComplete="off" />
                )}
              </FormField>
            );
          case 'number':
            return (
              <FormField label={definition.label} error={error} required={required} helper={definition.helper}>
                <InputGroup endElement={<Text as="span" color="fg.muted" fontSize="sm">{definition.unit}</Text>}>
                  <Input
                    {...field}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    inputMode={definition.decimal ? 'decimal' : 'numeric'}
                    autoComplete="off"
                  />
                </InputGroup>
              </FormField>
            );
          case 'choice':
            return (
              <FormField label={definition.label} error={error} required={required}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    ref={field.ref}
                    name={field.name}
                    value={(field.value as string | null | undefined) ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    <option value="">Choisir…</option>
                    {Object.entries(definition.values).map(([id, label]) => (
                      <option key={id} value={id}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            );
          case 'yesNo':
            return (
              <YesNo
                label={definition.label}
                value={field.value as boolean | null | undefined}
                onChange={field.onChange}
                error={error}
                required={required}
                inputRef={field.ref}
              />
            );
          case 'multi':
            return (
              <MultiChoice
                label={definition.label}
                values={definition.values}
                max={definition.max}
                maxNotice={definition.maxNotice}
                helper={definition.helper}
                value={(field.value as string[] | null | undefined) ?? []}
                onChange={field.onChange}
                error={error}
              />
            );
          case 'consent':
            return (
              <Stack gap="1">
                <Checkbox.Root
                  checked={field.value === true}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  invalid={Boolean(error)}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    {definition.label}
                    {required && (
                      <Text as="span" color="fg.error" aria-hidden="true">
                        {' '}*
                      </Text>
                    )}
                  </Checkbox.Label>
                </Checkbox.Root>
                {definition.helper && !error && (
                  <Text fontSize="sm" color="fg.muted" ps="7">
                    {definition.helper}
                  </Text>
                )}
                {error && (
                  <Text fontSize="sm" color="fg.error" ps="7" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            );
          case 'animals':
            return (
              <OtherAnimals
                label={definition.label}
                value={(field.value as { type: string; nom?: string | null }[] | null | undefined) ?? []}
                onChange={field.onChange}
                errors={nestedErrors}
                name={name}
              />
            );
        }
      }}
    />
  );
}

interface YesNoProps {
  label: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  error?: string | undefined;
  required?: boolean | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
}

/** A yes/no question: two radios 'Oui' / 'Non' (unanswered until one is chosen). */
function YesNo({ label, value, onChange, error, required, inputRef }: YesNoProps) {
  const labelId = useId();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend id={labelId} fontWeight="medium" fontSize="sm" color="fg">
        {label}
        {required && (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' '}*
          </Text>
        )}
      </Fieldset.Legend>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value === true ? YES : value === false ? NO : null}
        onValueChange={(details) => onChange(details.value === YES)}
        colorPalette="brand"
        size="sm"
      >
        <HStack gap="6">
          {[
            [YES, 'Oui'],
            [NO, 'Non'],
          ].map(([id, text], index) => (
            <RadioGroup.Item key={id} value={id as string}>
              <RadioGroup.ItemHiddenInput ref={index === 0 ? inputRef : undefined} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

interface MultiChoiceProps {
  label: string;
  values: Readonly<Record<string, string>>;
  max?: number | undefined;
  maxNotice?: string | undefined;
  helper?: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/** A list of boxes; with a maximum, the unticked boxes are disabled once it is reached, and a notice says why. */
function MultiChoice({ label, values, max, maxNotice, helper, value, onChange, error }: MultiChoiceProps) {
  const atMax = max !== undefined && value.length >= max;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <Checkbox.Group value={value} onValueChange={onChange} colorPalette="brand">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {Object.entries(values).map(([id, text]) => (
            <Checkbox.Root key={id} value={id} disabled={atMax && !value.includes(id)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{text}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {atMax && maxNotice && (
        <Alert.Root status="info" size="sm" variant="subtle" rounded="md" role="status">
          <Alert.Indicator />
          <Alert.Title>{maxNotice}</Alert.Title>
        </Alert.Root>
      )}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

interface OtherAnimalsProps {
  name: string;
  label: string;
  value: { type: string; nom?: string | null }[];
  onChange: (value: { type: string; nom?: string | null }[]) => void;
  errors: Readonly<Record<string, string>>;
}

/** The other animals of the home, one row each (type, optional name). */
function OtherAnimals({ name, label, value, onChange, errors }: OtherAnimalsProps) {
  const update = (index: number, patch: Partial<{ type: string; nom: string }>) =>
    onChange(value.map((animal, at) => (at === index ? { ...animal, ...patch } : animal)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
      </Fieldset.Legend>
      <Stack gap="3">
        {value.map((animal, index) => (
          <HStack key={index} align="flex-end" gap="3" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <FormField label={`Animal ${index + 1} : type`} error={errors[`${name}.${index}.type`]}>
              <Input value={animal.type} onChange={(event) => update(index, { type: event.target.value })} placeholder="Chat, lapin…" />
            </FormField>
            <FormField label={`Animal ${index + 1} : nom (facultatif)`} error={errors[`${name}.${index}.nom`]}>
              <Input value={animal.nom ?? ''} onChange={(event) => update(index, { nom: event.target.value })} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              colorPalette="red"
              aria-label={`Retirer l’animal ${index + 1}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </HStack>
        ))}
        <Button type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={() => onChange([...value, { type: '', nom: '' }])}>
          <Plus aria-hidden="true" /> Ajouter un animal
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
