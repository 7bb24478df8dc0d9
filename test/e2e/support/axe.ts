import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a page may not have (the product's bar): a violation of serious or critical impact. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** axe-core's minified build: the builder's default is the 1.5 MB readable one, evaluated twice per scan. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Axe's serious and critical violations on the page as it is now (or inside `include`, a selector), each with its
 * nodes and what fails on them, ready for a failure message.
 *
 * Legacy mode runs axe in the page itself. The default mode runs it per frame and then opens a blank page of its own
 * to merge the frames' results: a second page per scan, several seconds each in loaded two-core runs, for pages that
 * have no frame to merge (the product embeds none).
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    });
}

/** Fails the test with every serious or critical violation of what the page shows now (`what` names it). */
export async function expectNoBlockingViolation(page: Page, what: string, include?: string): Promise<void> {
  const violations = await blockingViolations(page, include);
  expect(violations, `axe on ${what}:\n${violations.join('\n\n')}`).toEqual([]);
}
