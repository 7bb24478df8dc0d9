import type { DogProfile } from '../../schemas/dog-profile';
import { formatAge } from './age';
import * as V from './values';

/**
 * The answers an educator reads first beside a ticket (issue 11), in this order, with their French labels. Only the
 * answered ones are shown.
 */
export const DOG_SUMMARY_FIELDS = [
  { key: 'age', label: 'Âge' },
  { key: 'race', label: 'Race' },
  { key: 'sexe', label: 'Sexe', values: V.SEXE },
  { key: 'niveau_energie', label: 'Niveau d’énergie', values: V.NIVEAU_ENERGIE },
  { key: 'temperament', label: 'Tempérament', values: V.TEMPERAMENT },
  { key: 'type_logement', label: 'Logement', values: V.TYPE_LOGEMENT },
  { key: 'capacite_rester_seul', label: 'Rester seul', values: V.CAPACITE_RESTER_SEUL },
  { key: 'problemes_rencontres', label: 'Problèmes rencontrés', values: V.PROBLEMES },
  { key: 'objectifs_prioritaires', label: 'Objectifs', values: V.OBJECTIFS },
] as const satisfies readonly { key: keyof DogProfile; label: string; values?: Readonly<Record<string, string>> }[];

type SummaryField = (typeof DOG_SUMMARY_FIELDS)[number];

export function dogSummary(profile: Partial<DogProfile>, fields: readonly SummaryField[] = DOG_SUMMARY_FIELDS): { label: string; value: string }[] {
  return fields.flatMap((field) => {
    const raw: unknown = profile[field.key];
    const value = describe(field, raw);
    return value ? [{ label: field.label, value }] : [];
  });
}

function describe(field: SummaryField, raw: unknown): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (field.key === 'age' && typeof raw === 'number') return formatAge(raw);
  const labelOf = (value: unknown) => ('values' in field ? V.valueLabel(field.values, String(value)) : String(value));
  if (Array.isArray(raw)) return raw.length ? raw.map(labelOf).join(', ') : null;
  return labelOf(raw);
}
