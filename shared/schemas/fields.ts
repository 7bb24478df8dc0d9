import * as z from 'zod';

/**
 * The two builders every text and numeric field of every schema goes through (forms, request bodies, query strings
 * and path parameters), so that what one form refuses no other door accepts.
 */

export const FIELD_MESSAGES = {
  controlCharacter: 'Ce texte contient un caractère de contrôle non autorisé.',
  invalidCharacter: 'Ce texte contient un caractère invalide.',
  invisibleOnly: 'Ce texte ne contient que des caractères invisibles.',
  notANumber: 'Saisis un nombre',
  notAnInteger: 'Saisis un nombre entier',
} as const;

/**
 * C0 and C1 controls (NUL included) and the bidi embedding, override and isolate controls, which no keyboard types
 * and which make a text display other than it is stored. A multi-line field keeps tab, line feed and carriage return.
 */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
/** Half of a surrogate pair on its own: not a character, and not encodable in UTF-8. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/**
 * What displays as nothing: format characters (zero-width spaces and joiners, bidi marks, word joiner, soft hyphen…),
 * separators, controls, marks with no base, and the fillers that fonts draw blank (Hangul fillers, Braille blank).
 */
const INVISIBLE_ONLY = /^[\p{Cf}\p{Z}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]+$/u;

export interface TextOptions {
  /** Tab and line breaks are allowed (a textarea). */
  multiline?: boolean;
  /** Leading and trailing white space is removed (every field but a password). Default true. */
  trim?: boolean;
  /** Message when the value is not a string at all (a form's 'required' message, usually). */
  error?: string;
}

/** Why a text is refused, or null. */
function textProblem(value: string, { multiline = false }: Pick<TextOptions, 'multiline'> = {}): string | null {
  if (CONTROL.test(multiline ? value.replace(LINE_BREAKS_AND_TABS, '') : value)) return FIELD_MESSAGES.controlCharacter;
  if (LONE_SURROGATE.test(value)) return FIELD_MESSAGES.invalidCharacter;
  if (INVISIBLE_ONLY.test(value)) return FIELD_MESSAGES.invisibleOnly;
  return null;
}

/**
 * A text field: trimmed, free of control characters and lone surrogates, and not made only of invisible characters.
 * Chain `.min()`, `.max()`, `.regex()`… on it as on `z.string()`.
 */
export function text({ multiline = false, trim = true, error }: TextOptions = {}) {
  const base = z.string(error === undefined ? undefined : { error });
  return (trim ? base.trim() : base).check((ctx) => {
    const problem = textProblem(ctx.value, { multiline });
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });
}

/** Numeric text as people type it: decimal digits, an optional minus sign, one ',' or '.' before decimals. */
const NUMERIC_TEXT = /^-?\d+(?:[.,]\d+)?$/;

/**
 * What a number field reads: a number as is; numeric text as its number (never '0x10', '1e2', 'Infinity' or ' ');
 * an empty input ('' or NaN) as undefined; anything else unchanged, for the number schema to refuse.
 */
export function readNumber(value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return NUMERIC_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : value;
}

export interface NumberOptions {
  min: number;
  max: number;
  /** Message when the value is out of [min, max]. */
  rangeMessage: string;
  /** Decimals are allowed (integers only by default). */
  decimal?: boolean;
  /** Message when nothing was entered (default: the not-a-number message). */
  requiredMessage?: string;
  /** Message when what was entered is not a number (default: 'Saisis un nombre'). */
  notANumberMessage?: string;
}

function boundedNumber({ min, max, rangeMessage, decimal = false, requiredMessage, notANumberMessage = FIELD_MESSAGES.notANumber }: NumberOptions) {
  const bounded = z
    .number({ error: (issue) => (issue.input === undefined ? (requiredMessage ?? notANumberMessage) : notANumberMessage) })
    .min(min, { error: rangeMessage })
    .max(max, { error: rangeMessage });
  return decimal ? bounded : bounded.int({ error: FIELD_MESSAGES.notAnInteger });
}

/** A required number within bounds, numeric text read as `readNumber` reads it. */
export function number(options: NumberOptions) {
  return z.preprocess(readNumber, boundedNumber(options));
}

/** An optional number: an empty input is an answer left blank, null. */
export function optionalNumber(options: Omit<NumberOptions, 'requiredMessage'>) {
  return z.preprocess((value) => readNumber(value) ?? null, boundedNumber(options).nullish());
}
