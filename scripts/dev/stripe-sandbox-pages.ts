import { isPlanPriceKey, isVisioPriceKey, paymentProductLabel, PLAN_PRICE_KEYS, planOfPriceKey, type PriceKey } from '../../shared/domain/billing';
import { formatEuros } from '../../shared/domain/money';
import { escapeHtml } from './http-server';
import type { Price, PortalSession, Session, Subscription } from './stripe-sandbox';

/** The pages of the Stripe sandbox: its checkout and its customer portal, in French like the product. */

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f4f1;color:#2b2520}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
.badge{display:inline-block;background:#fde68a;color:#78350f;border-radius:999px;padding:.15rem .6rem;font-size:.8rem;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .3rem}input{font:inherit;padding:.6rem;border:1px solid #aaa;border-radius:8px;width:100%;box-sizing:border-box}
button{font:inherit;font-weight:600;padding:.6rem 1rem;border-radius:8px;border:0;background:#635bff;color:#fff;cursor:pointer;margin:.3rem .3rem 0 0}
button.secondary{background:#eee;color:#2b2520}.error{color:#b91c1c;font-weight:600}.hint{color:#555;font-size:.9rem}
section{border-top:1px solid #eee;margin-top:1.2rem;padding-top:1rem}form{display:inline}a{color:#4338ca}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — bac à sable Stripe</title><style>${STYLE}</style></head>
<body><main><p><span class="badge">Bac à sable Stripe (local)</span></p>${body}</main></body></html>`;
}

function itemName(key: PriceKey | undefined): string {
  if (!key) return 'Produit inconnu';
  if (isPlanPriceKey(key)) return paymentProductLabel({ kind: 'subscription', product: planOfPriceKey(key).plan, billingPeriod: planOfPriceKey(key).period });
  return paymentProductLabel({ kind: isVisioPriceKey(key) ? 'visio' : 'shop', product: key });
}

const amountLabel = (price: Price) => `${formatEuros(price.unit_amount ?? 0)}${price.recurring ? (price.recurring.interval === 'year' ? ' par an' : ' par mois') : ''}`;

/** Stripe Checkout, reduced to what a newcomer needs: what they buy, a card field, pay or go back. */
export function checkoutPage(session: Session, key: PriceKey, price: Price, error?: string): string {
  if (session.status === 'expired') {
    return layout(
      'Paiement expiré',
      `<h1>Cette page de paiement a expiré</h1><p>Rien n’a été débité. Reviens sur La Meute pour recommencer.</p>${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Revenir sur La Meute</a></p>` : ''}`,
    );
  }
  return layout(
    'Paiement',
    `<h1>Payer La Meute</h1>
<p><strong>${escapeHtml(itemName(key))}</strong> — ${escapeHtml(amountLabel(price))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<label for="card">Numéro de carte</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242" aria-describedby="cards">
<p id="cards" class="hint">Carte acceptée : 4242 4242 4242 4242 · carte refusée : 4000 0000 0000 0002. Aucun paiement réel.</p>
<button type="submit">Payer ${escapeHtml(formatEuros(price.unit_amount ?? 0))}</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Annuler et revenir sur La Meute</a></p>` : ''}`,
  );
}

const STATUS_LABELS: Record<string, string> = { active: 'Actif', past_due: 'Paiement en retard', canceled: 'Terminé', unpaid: 'Impayé' };
const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });

function action(subscription: Subscription, portalId: string, name: string, label: string, extra = '', secondary = false): string {
  return `<form method="post" action="/portal/${escapeHtml(portalId)}/${name}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">${extra}<button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
}

/** The customer portal: the member's subscriptions and what Stripe lets them do, plus the sandbox's clock. */
export function portalPage(portal: PortalSession, subscriptions: readonly Subscription[], priceKeyOf: (priceId: string) => PriceKey | undefined): string {
  const blocks = subscriptions
    .filter((subscription) => subscription.status !== 'canceled')
    .map((subscription) => {
      const item = subscription.items.data[0]!;
      const current = priceKeyOf(item.price.id);
      const others = PLAN_PRICE_KEYS.filter((key) => key !== current);
      const end = date(item.current_period_end);
      return `<section aria-label="${escapeHtml(itemName(current))}">
<h2>${escapeHtml(itemName(current))}</h2>
<p>${escapeHtml(amountLabel(item.price))} · ${escapeHtml(STATUS_LABELS[subscription.status] ?? subscription.status)}</p>
<p>${subscription.cancel_at_period_end ? `Résilié : actif jusqu’au ${end}` : `Prochain renouvellement le ${end}`}</p>
${subscription.status === 'past_due' ? `<p class="error">Le dernier paiement a échoué.</p>${action(subscription, portal.id, 'pay', 'Mettre à jour ma carte et payer')}` : ''}
${subscription.cancel_at_period_end ? action(subscription, portal.id, 'resume', 'Reprendre l’abonnement') : action(subscription, portal.id, 'cancel', 'Annuler l’abonnement', '', true)}
<p><label for="price-${escapeHtml(subscription.id)}">Changer de plan</label>
<form method="post" action="/portal/${escapeHtml(portal.id)}/switch"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">
<select id="price-${escapeHtml(subscription.id)}" name="price">${others.map((key) => `<option value="price_sandbox_${key}">${escapeHtml(itemName(key))}</option>`).join('')}</select>
<button type="submit" class="secondary">Changer</button></form></p>
<p class="hint">Horloge du bac à sable :</p>
${action(subscription, portal.id, 'renew', subscription.cancel_at_period_end ? 'Arriver à la fin de la période' : 'Simuler le renouvellement', '', true)}
${action(subscription, portal.id, 'fail', 'Simuler un échec du prochain paiement', '', true)}
</section>`;
    })
    .join('');
  return layout(
    'Gérer mon abonnement',
    `<h1>Gérer mon abonnement</h1>${blocks || '<p>Aucun abonnement en cours.</p>'}
<p><a href="${escapeHtml(portal.return_url ?? '/')}">← Retour sur La Meute</a></p>`,
  );
}
