import * as z from 'zod';
import { routes } from '../../../shared/contract/routes';
import { signInSchema, signUpSchema, passwordResetSchema, updatePasswordSchema } from '../../../shared/schemas/auth';
import { dogProfileAnswersSchema } from '../../../shared/schemas/dog-profile';
import {
  completeProfileFormSchema,
  quickProfileFormSchema,
  wizardLightProfileFormSchema,
  wizardProfileFormSchema,
} from '../../../shared/schemas/dog-profile-forms';
import { ficheFormSchema } from '../../../shared/schemas/fiche-admin';
import { fieldErrors } from '../../../shared/schemas/field-errors';
import { FIELD_MESSAGES, number, optionalNumber, readNumber, text } from '../../../shared/schemas/fields';
import { ticketFormSchema } from '../../../shared/schemas/ticket';

/** Issue 9 item 4: the text and number builders every input schema is made of. */

const messageOf = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('text()', () => {
  const line = text();
  const area = text({ multiline: true });

  test.each([
    ['Rex', 'Rex'],
    ['  Léa-Zoé  ', 'Léa-Zoé'],
    ['Ñandú Øre', 'Ñandú Øre'],
    ['ريكس', 'ريكس'],
    ['Rex 🐕‍🦺', 'Rex 🐕‍🦺'], // a joined emoji keeps its zero-width joiner and its surrogate pairs
    ['Kasia\u200Cmaja', 'Kasia\u200Cmaja'], // a zero-width non-joiner inside a word is part of some scripts
    ['', ''],
  ])('accepts %p (→ %p)', (input, output) => {
    expect(line.parse(input)).toBe(output);
  });

  test.each([
    ['NUL', 'Re\u0000x'],
    ['escape', 'Rex\u001B[31m'],
    ['DEL', 'Rex\u007F'],
    ['C1 control', 'Rex\u0085'],
    ['line feed in a one-line field', 'Rex\nMax'],
    ['tab in a one-line field', 'Rex\tMax'],
    ['right-to-left override', 'Rex\u202Eexe.txt'],
    ['left-to-right isolate', '\u2066Rex'],
  ])('refuses a control character (%s)', (_, input) => {
    expect(messageOf(line, input)).toBe(FIELD_MESSAGES.controlCharacter);
  });

  test('a multi-line field keeps line breaks and tabs, and still refuses NUL', () => {
    expect(area.parse('Étape 1\r\nÉtape 2\n\tdétail')).toBe('Étape 1\r\nÉtape 2\n\tdétail');
    expect(messageOf(area, 'Étape 1\u0000')).toBe(FIELD_MESSAGES.controlCharacter);
  });

  test.each([
    ['a high surrogate alone', 'Rex\uD83D'],
    ['a low surrogate alone', '\uDC15Rex'],
    ['two low surrogates', 'Rex\uDC15\uDC15'],
  ])('refuses %s', (_, input) => {
    expect(messageOf(line, input)).toBe(FIELD_MESSAGES.invalidCharacter);
  });

  test.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['bidi marks', '\u200E\u200F'],
    ['zero-width joiner and word joiner', '\u200D\u2060'],
    ['soft hyphens', '\u00AD\u00AD'],
    ['a Hangul filler', '\u3164'],
    ['a Braille blank', '\u2800'],
    ['a lone combining accent', '\u0301'],
    ['a zero-width space between spaces', '  \u200B  '],
  ])('refuses a value made only of invisible characters (%s)', (_, input) => {
    expect(messageOf(line, input)).toBe(FIELD_MESSAGES.invisibleOnly);
  });

  test('a password is not trimmed, and refuses control characters all the same', () => {
    const password = text({ trim: false });
    expect(password.parse(' Azerty-2026! ')).toBe(' Azerty-2026! ');
    expect(messageOf(password, 'Azerty\u0000-2026!')).toBe(FIELD_MESSAGES.controlCharacter);
  });

  test('chains like z.string(), its own message first', () => {
    const nom = text({ error: 'Le nom est requis' }).min(1, { error: 'Le nom est requis' }).max(5, { error: 'Trop long' });
    expect(messageOf(nom, undefined)).toBe('Le nom est requis');
    expect(messageOf(nom, '   ')).toBe('Le nom est requis');
    expect(messageOf(nom, 'Rexounet')).toBe('Trop long');
    expect(messageOf(nom, '\u200B')).toBe(FIELD_MESSAGES.invisibleOnly);
  });
});

describe('number()', () => {
  const age = number({ min: 0, max: 300, rangeMessage: 'Entre 0 et 300', requiredMessage: 'L’âge est requis' });
  const weight = number({ min: 0, max: 100, rangeMessage: 'Entre 0 et 100', decimal: true });

  test.each([
    ['12', 12],
    [' 12 ', 12],
    ['007', 7],
    [12, 12],
  ])('reads %p as %p', (input, output) => {
    expect(age.parse(input)).toBe(output);
  });

  test('reads a decimal comma or point where decimals are allowed', () => {
    expect(weight.parse('1,5')).toBe(1.5);
    expect(weight.parse('1.5')).toBe(1.5);
    expect(messageOf(age, '1,5')).toBe(FIELD_MESSAGES.notAnInteger);
  });

  test.each(['0x10', '1e2', '0b11', '0o7', 'Infinity', '1_000', '12abc', '١٢', '+12', '.5', '1,5,5', '12 13'])('refuses %p as not a number', (input) => {
    expect(messageOf(age, input)).toBe(FIELD_MESSAGES.notANumber);
  });

  test('a negative number reads the range message, an empty input the required one', () => {
    expect(messageOf(age, '-1')).toBe('Entre 0 et 300');
    expect(messageOf(age, '')).toBe('L’âge est requis');
    expect(messageOf(age, Number.NaN)).toBe('L’âge est requis');
  });

  test('an optional number reads an empty input as not answered', () => {
    const optional = optionalNumber({ min: 0, max: 10, rangeMessage: 'Entre 0 et 10' });
    expect(optional.parse('')).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(messageOf(optional, '1e1')).toBe(FIELD_MESSAGES.notANumber);
  });

  test('readNumber leaves what is not numeric text to the schema', () => {
    expect(readNumber('0x10')).toBe('0x10');
    expect(readNumber(true)).toBe(true);
    expect(readNumber('  ')).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  test('names a field called __proto__ instead of losing it', () => {
    const result = z.strictObject({ nom: z.string() }).safeParse(JSON.parse('{"nom":"Rex","__proto__":{"admin":true}}'));
    expect(result.success).toBe(false);
    const fields = fieldErrors((result as { error: z.ZodError }).error);
    expect(Object.keys(fields)).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse('{"__proto__":"Ce champ n’est pas attendu."}'));
  });
});

/**
 * Every input the product takes, walked down to its leaves: each text leaf is made with text() (it refuses NUL and
 * invisible-only values) and each object refuses fields it does not declare. A schema written with a bare z.string()
 * or z.object() fails here, whoever adds it.
 */
const INPUT_SCHEMAS: Record<string, z.ZodType> = {
  signUp: signUpSchema,
  signIn: signInSchema,
  passwordReset: passwordResetSchema,
  updatePassword: updatePasswordSchema,
  dogProfileAnswers: dogProfileAnswersSchema,
  quickProfileForm: quickProfileFormSchema,
  completeProfileForm: completeProfileFormSchema,
  wizardProfileForm: wizardProfileFormSchema,
  wizardLightProfileForm: wizardLightProfileFormSchema,
  ficheForm: ficheFormSchema,
  ticketForm: ticketFormSchema,
  ...Object.fromEntries(
    Object.entries(routes).flatMap(([name, route]) =>
      (['body', 'query', 'params'] as const).flatMap((part) => {
        const schema = (route as { [P in typeof part]?: z.ZodType })[part];
        return schema ? [[`${name}.${part}`, schema]] : [];
      }),
    ),
  ),
};

interface Leaf {
  path: string;
  schema: z.ZodType;
}

/** Strings and objects reachable from a schema, through wrappers, pipes, arrays, unions, records and objects. */
function leaves(schema: z.ZodType, path: string, seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const walk = (child: unknown, childPath = path) => (child instanceof z.ZodType ? leaves(child, childPath, seen) : []);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return [{ path, schema }, ...Object.entries((schema as z.ZodObject).shape).flatMap(([key, child]) => walk(child, `${path}.${key}`))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'array':
      return walk(def.element, `${path}.0`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'record':
      return walk(def.valueType, `${path}.*`);
    default:
      return [];
  }
}

const allLeaves = Object.entries(INPUT_SCHEMAS).flatMap(([name, schema]) => leaves(schema, name));
const textLeaves = allLeaves.filter((leaf) => leaf.schema._zod.def.type === 'string');
const objectLeaves = allLeaves.filter((leaf) => leaf.schema._zod.def.type === 'object');

test('the walk finds the fields of every input schema', () => {
  expect(textLeaves.map((leaf) => leaf.path)).toEqual(
    expect.arrayContaining(['signUp.firstName', 'quickProfileForm.nom', 'ficheForm.steps', 'ticketForm.title', 'adminUsers.query.search', 'getFiche.params.id']),
  );
  expect(objectLeaves.map((leaf) => leaf.path)).toEqual(expect.arrayContaining(['dogProfileAnswers.autres_animaux.0', 'completeProfileForm']));
});

test.each(textLeaves.map((leaf) => [leaf.path, leaf.schema] as const))('%s refuses NUL and invisible-only text', (_, schema) => {
  expect(schema.safeParse('ab\u0000cd').success).toBe(false);
  expect(schema.safeParse('\u200B\u200D').success).toBe(false);
  expect(schema.safeParse('ab\uD800cd').success).toBe(false);
});

test.each(objectLeaves.map((leaf) => [leaf.path, leaf.schema] as const))('%s refuses a field it does not declare', (_, schema) => {
  const catchall = (schema as z.ZodObject)._zod.def.catchall;
  expect(catchall?._zod.def.type).toBe('never');
});
