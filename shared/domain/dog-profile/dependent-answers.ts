import { isAnswered } from './completion';

/**
 * Details that only follow a 'yes' (issue 23): the list of fears after 'A des peurs', the other animals after
 * 'D’autres animaux vivent à la maison'. A 'no' with details ('A des peurs : Non' and a list of fears) contradicts
 * itself: the forms only ask the detail after a 'yes', a save refuses the contradiction, and a 'no' clears the
 * detail a previous save (another form) had stored.
 */
export const DEPENDENT_ANSWERS = [
  {
    question: 'a_des_peurs',
    detail: 'peurs_specifiques',
    message: 'Tu as répondu que ton chien n’a pas de peurs : retire ses peurs de la liste ou réponds « Oui ».',
  },
  {
    question: 'autres_animaux_present',
    detail: 'autres_animaux',
    message: 'Tu as répondu qu’aucun autre animal ne vit à la maison : retire-les de la liste ou réponds « Oui ».',
  },
] as const;

export type DependentAnswer = (typeof DEPENDENT_ANSWERS)[number];

/** The yes/no question a detail follows, if it follows one. */
export function questionOfDetail(detail: string): string | undefined {
  return DEPENDENT_ANSWERS.find((pair) => pair.detail === detail)?.question;
}

/** Whether a form asks a detail: only once its question is answered 'yes'. */
export function isDetailAsked(answers: Readonly<Record<string, unknown>>, detail: string): boolean {
  const question = questionOfDetail(detail);
  return question === undefined || answers[question] === true;
}

/** The details that contradict their question's 'no', with the French message shown under the detail. */
export function contradictedDetails(answers: Readonly<Record<string, unknown>>): { detail: DependentAnswer['detail']; message: string }[] {
  return DEPENDENT_ANSWERS.filter((pair) => answers[pair.question] === false && isAnswered(answers[pair.detail])).map(({ detail, message }) => ({
    detail,
    message,
  }));
}

/**
 * The answers without the details a form did not ask (their question is not 'yes'): what a form sends once the member
 * answered 'no' after ticking details, which stay in the hidden control. An unanswered detail is sent empty.
 */
export function withoutUnaskedDetails<T extends Record<string, unknown>>(answers: T): T {
  const kept: Record<string, unknown> = { ...answers };
  for (const pair of DEPENDENT_ANSWERS) {
    if (Object.hasOwn(kept, pair.detail) && kept[pair.question] !== true) kept[pair.detail] = [];
  }
  return kept as T;
}

/** Stored answers without the details a 'no' contradicts (a 'no' of one form clears the details another form stored). */
export function withoutContradictedDetails<T extends Record<string, unknown>>(answers: T): T {
  const contradicted = new Set<string>(contradictedDetails(answers).map((entry) => entry.detail));
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !contradicted.has(field))) as T;
}
