import * as z from 'zod';
import { AUTOMATION_EVENTS } from '../domain/automations';
import { text } from '../schemas/fields';

/** Shapes of the admin's automations (issue 15, SPEC §2 Admin Automations). */

export const automationDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  /** Sent by the admin's 'Tester'. */
  test: z.boolean(),
  /** The webhook's HTTP status; 0 when nothing answered. */
  status: z.number().int(),
  ok: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
});
export type AutomationDelivery = z.infer<typeof automationDeliverySchema>;

export const automationSchema = z.object({
  event: z.enum(AUTOMATION_EVENTS),
  label: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  enabled: z.boolean(),
  /** What the webhook receives for this event, with a sample member (the page shows it to build the Make scenario). */
  sample: z.record(z.string(), z.unknown()),
  /** The latest deliveries, newest first. */
  deliveries: z.array(automationDeliverySchema),
});
export type Automation = z.infer<typeof automationSchema>;

export const automationsSchema = z.object({
  automations: z.array(automationSchema),
  /** Locally, the webhook sink `npm start` runs (its page lists what it received); null in AWS. */
  sinkUrl: z.string().nullable(),
});

export const automationParamsSchema = z.strictObject({ event: z.enum(AUTOMATION_EVENTS, { error: 'Automatisation inconnue' }) });

export const AUTOMATION_MESSAGES = {
  urlInvalid: 'Saisis l’adresse complète du webhook, par exemple https://hook.eu1.make.com/…',
  urlRequired: 'Renseigne l’URL du webhook avant d’activer l’automatisation',
} as const;

/** An automation's settings: its webhook URL (empty to remove it) and whether it is on. */
export const automationBodySchema = z
  .strictObject({
    url: text()
      .max(2000, { error: 'L’URL doit contenir au plus 2000 caractères' })
      .refine((url) => url === '' || URL.canParse(url), { error: AUTOMATION_MESSAGES.urlInvalid }),
    enabled: z.boolean({ error: 'Indique si l’automatisation est active' }),
  })
  .refine((body) => !body.enabled || body.url !== '', { error: AUTOMATION_MESSAGES.urlRequired, path: ['url'] });
export type AutomationBody = z.input<typeof automationBodySchema>;
