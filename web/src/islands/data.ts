import { FICHE_CATEGORY_LABELS, type FicheCategory } from '../../../shared/domain/fiche-vocabulary';
import { ficheCountsSentence } from '../features/site/content/fiche-counts';
import { challengeLastDayLabel, formatMonth } from '../lib/dates';
import { getApi } from './api';
import { ISLAND, SLOT } from './markers';

interface Teaser { id: string; title: string; objective: string; category: FicheCategory; durationMinutes: number }
interface Challenge { month: string; fiches: { id: string; title: string }[] }

const island = <E extends Element = HTMLElement>(name: string) => document.querySelector<E>(`[${ISLAND}="${name}"]`);
const fill = (root: ParentNode, slot: string, text: string) => {
  for (const element of root.querySelectorAll(`[${SLOT}="${slot}"]`)) element.textContent = text;
};

/** The counts of free and of all published fiches (`/`, `/decouvrir`), in place of the neutral sentence. */
export async function fillFicheCounts(): Promise<void> {
  const targets = document.querySelectorAll(`[${ISLAND}="fiche-counts"]`);
  if (targets.length === 0) return;
  const stats = await getApi<{ freeCount: number; totalCount: number }>('publicFicheStats');
  if (stats) for (const target of targets) target.textContent = ficheCountsSentence(stats);
}

/**
 * The free fiches' teasers of `/decouvrir`: the page's `<template>` (FicheTeaserCard, rendered at build with its
 * styles) cloned for each sample, its heading given an id of its own; the sentence for none when there are none.
 */
export async function fillFicheTeasers(): Promise<void> {
  const grid = island('fiche-teasers');
  const template = island<HTMLTemplateElement>('fiche-teaser');
  if (!grid || !template) return;
  const samples = await getApi<{ fiches: Teaser[] }>('publicFicheSamples');
  if (!samples) return;
  if (samples.fiches.length === 0) {
    const none = island('fiche-teasers-none');
    if (none) none.hidden = false;
    return;
  }
  grid.replaceChildren(...samples.fiches.map((fiche, index) => {
    const card = template.content.cloneNode(true) as DocumentFragment;
    fill(card, 'category', FICHE_CATEGORY_LABELS[fiche.category] ?? '');
    fill(card, 'title', fiche.title);
    fill(card, 'objective', fiche.objective);
    fill(card, 'duration', String(fiche.durationMinutes));
    const id = `fiche-apercu-${index}`;
    card.querySelector(`[${SLOT}="title"]`)?.setAttribute('id', id);
    card.querySelector('[aria-labelledby]')?.setAttribute('aria-labelledby', id);
    return card;
  }));
  grid.hidden = false;
}

/** This month's challenge on `/communaute` (GET /public/challenge): its heading, last day and fiches. */
export async function fillChallenge(): Promise<void> {
  const status = island('challenge-status');
  const template = island<HTMLTemplateElement>('challenge');
  if (!status || !template) return;
  const answer = await getApi<{ challenge: Challenge | null }>('publicChallenge');
  const challenge = answer?.challenge;
  if (!challenge) {
    status.textContent = status.dataset.none ?? '';
    return;
  }
  const details = template.content.cloneNode(true) as DocumentFragment;
  fill(details, 'last-day', challengeLastDayLabel(challenge.month));
  const list = details.querySelector(`[${SLOT}="fiches"]`);
  const item = list?.firstElementChild;
  if (list && item) {
    list.replaceChildren(...challenge.fiches.map((fiche) => {
      const copy = item.cloneNode(true);
      copy.textContent = fiche.title;
      return copy;
    }));
  }
  fill(document, 'challenge-title', `Le défi de ${formatMonth(challenge.month)}`);
  status.replaceWith(details);
}
