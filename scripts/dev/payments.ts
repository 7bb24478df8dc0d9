import * as z from 'zod';
import { PRICE_KEYS, type PriceKey } from '../../shared/domain/billing';
import { StackError } from './errors';
import type { Log } from './log';
import { SANDBOX_PRICES, SANDBOX_SECRET_KEY, SANDBOX_WEBHOOK_SECRET, startStripeSandbox, type StripeSandbox } from './stripe-sandbox';

export interface LocalPayments {
  /** What the functions read from the local Secrets Manager and SSM (as in AWS). */
  keys: { secretKey: string; webhookSecret: string };
  prices: Record<PriceKey, string>;
  /** The sandbox, when no real Stripe key was given. */
  sandbox: StripeSandbox | null;
}

const realStripe = z.object({
  STRIPE_SECRET_KEY: z.string().startsWith('sk_test_', { error: 'STRIPE_SECRET_KEY doit être une clé de test (sk_test_…) en local' }),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET est requis avec STRIPE_SECRET_KEY (stripe listen l’affiche)' }),
  STRIPE_PRICES: z.string().transform((text, context) => {
    try {
      return z.object(Object.fromEntries(PRICE_KEYS.map((key) => [key, z.string().startsWith('price_')])) as Record<PriceKey, z.ZodString>).parse(JSON.parse(text));
    } catch {
      context.addIssue({ code: 'custom', message: `STRIPE_PRICES doit être un JSON { ${PRICE_KEYS.join(', ')} } de prix Stripe` });
      return z.NEVER;
    }
  }),
});

/**
 * Payments for the local stack (DESIGN §5): with STRIPE_SECRET_KEY (a test key), the functions talk to real Stripe
 * with the keys and prices given in the environment; without it, to the Stripe sandbox started here.
 */
export async function startPayments({ port, dataDir, log, webhookUrl }: { port: number; dataDir: string | null; log: Log; webhookUrl: () => string }): Promise<LocalPayments> {
  if (process.env.STRIPE_SECRET_KEY) {
    const parsed = realStripe.safeParse(process.env);
    if (!parsed.success) throw new StackError(parsed.error.issues.map((issue) => issue.message).join('\n'));
    log.info('Paiements : Stripe en mode test (webhook : stripe listen --forward-to localhost:3001/webhooks/stripe)');
    return { keys: { secretKey: parsed.data.STRIPE_SECRET_KEY, webhookSecret: parsed.data.STRIPE_WEBHOOK_SECRET }, prices: parsed.data.STRIPE_PRICES, sandbox: null };
  }
  const sandbox = await startStripeSandbox({ port, dataDir: dataDir ?? null, log, webhookUrl });
  return { keys: { secretKey: SANDBOX_SECRET_KEY, webhookSecret: SANDBOX_WEBHOOK_SECRET }, prices: SANDBOX_PRICES, sandbox };
}
