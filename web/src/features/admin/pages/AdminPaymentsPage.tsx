import { Badge, Button, Code, Dialog, Heading, HStack, IconButton, List, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { AdminPayment } from '../../../../../shared/contract/payment-schemas';
import { BILLING_PERIOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../../../shared/domain/billing';
import { formatEuros } from '../../../../../shared/domain/money';
import { PLANS } from '../../../../../shared/domain/plans';
import { REFUND_WINDOW_DAYS } from '../../../../../shared/domain/shop';
import { BarChart } from '../../../components/charts/BarChart';
import { Card } from '../../../components/ui/Card';
import { DialogFrame } from '../../../components/ui/DialogFrame';
import { TextLink } from '../../../components/ui/TextLink';
import { toaster } from '../../../components/ui/toaster';
import { formatDate, formatDateTime, formatMonth, parisMonth, shiftMonth } from '../../../lib/dates';
import { useAdminPayments, usePaymentsConfig, useRefundPayment } from '../api/payments';
import { AdminPage } from '../components/AdminPage';
import { AdminStat } from '../components/AdminStat';
import { LoadError } from '../components/LoadError';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STATUS_PALETTES = { paid: 'green', failed: 'red', refunded: 'gray' } as const;

/** Received per product this month, refunds deducted: what sells, compared at a glance. */
function revenueBars(payments: readonly AdminPayment[]) {
  const totals = new Map<string, number>();
  for (const payment of payments) {
    if (payment.status !== 'paid') continue;
    totals.set(payment.productLabel, (totals.get(payment.productLabel) ?? 0) + payment.amount);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([label, value]) => ({ id: label, label, value, display: formatEuros(value) }));
}

function RefundDialog({ payment, month, onClose }: { payment: AdminPayment | null; month: string; onClose: () => void }) {
  const refund = useRefundPayment(month);
  const confirm = () => {
    if (!payment) return;
    refund.mutate(payment.id, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: 'Achat remboursé', description: `${formatEuros(payment.amount)} rendus à ${payment.memberEmail} ; son crédit est retiré.` });
        onClose();
      },
      onError: (error) => toaster.create({ type: 'error', title: 'Remboursement impossible', description: error.message }),
    });
  };
  return (
    <DialogFrame
      open={payment !== null}
      title="Rembourser cet achat ?"
      onClose={onClose}
      size="md"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Annuler</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" loading={refund.isPending} loadingText="Remboursement…" onClick={confirm}>
            Rembourser {payment ? formatEuros(payment.amount) : ''}
          </Button>
        </>
      }
    >
      {payment && (
        <Text>
          {payment.productLabel} acheté par {payment.memberEmail} le {formatDate(payment.paidAt)}. Le crédit non utilisé est retiré de son compte et
          Stripe rembourse la carte sous 5 à 10 jours ouvrés. Les points bonus de l’achat restent acquis.
        </Text>
      )}
    </DialogFrame>
  );
}

function PaymentsView() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('month') ?? '';
  const month = MONTH.test(wanted) ? wanted : parisMonth(new Date());
  const payments = useAdminPayments(month);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const setMonth = (next: string) => setSearch({ month: next }, { replace: true });
  const rows = payments.data?.payments ?? [];
  const bars = revenueBars(rows);

  return (
    <>
      <HStack gap="3">
        <IconButton aria-label="Mois précédent" variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Heading as="h2" size="lg" textTransform="capitalize" aria-live="polite">
          {formatMonth(month)}
        </Heading>
        <IconButton aria-label="Mois suivant" variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>

      {payments.isError ? (
        <LoadError error={payments.error} />
      ) : (
        <>
          <SimpleGrid as="section" aria-label="Chiffres du mois" columns={{ base: 1, sm: 3 }} gap="4">
            <AdminStat figure="paymentsRevenue" value={payments.data && formatEuros(payments.data.revenue)} />
            <AdminStat figure="paymentsRefunded" value={payments.data && formatEuros(payments.data.refunded)} />
            <AdminStat figure="paymentsCount" value={payments.data && String(rows.filter((row) => row.status !== 'failed').length)} />
          </SimpleGrid>

          {payments.isPending ? (
            <Skeleton h="40" rounded="card" />
          ) : (
            bars.length > 0 && <BarChart id="revenue" title="Encaissé par produit" hint="Paiements du mois, hors remboursements." color="brand.solid" bars={bars} />
          )}

          <Stack as="section" gap="3" aria-labelledby="payments-title">
            <Heading as="h2" id="payments-title" size="lg">
              Paiements
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Un achat de la boutique se rembourse ici tant que son crédit n’est pas utilisé, dans les {REFUND_WINDOW_DAYS} jours ; un abonnement, depuis le
              tableau de bord Stripe.
            </Text>
            <Card p="0" overflow="hidden">
              <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau des paiements du mois">
                <Table.Root size="sm" aria-busy={payments.isFetching}>
                  <Table.Caption srOnly>Paiements de {formatMonth(month)}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Date</Table.ColumnHeader>
                      <Table.ColumnHeader>Membre</Table.ColumnHeader>
                      <Table.ColumnHeader>Produit</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Montant</Table.ColumnHeader>
                      <Table.ColumnHeader>Statut</Table.ColumnHeader>
                      <Table.ColumnHeader>Remboursement</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((payment) => (
                      <Table.Row key={payment.id}>
                        <Table.Cell whiteSpace="nowrap">{formatDateTime(payment.paidAt)}</Table.Cell>
                        <Table.Cell>{payment.memberEmail}</Table.Cell>
                        <Table.Cell>{payment.productLabel}</Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {formatEuros(payment.amount)}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={STATUS_PALETTES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
                        </Table.Cell>
                        <Table.Cell>
                          {payment.refundable ? (
                            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRefunding(payment)} aria-label={`Rembourser : ${payment.productLabel}, ${payment.memberEmail}`}>
                              Rembourser
                            </Button>
                          ) : (
                            <Text as="span" fontSize="sm" color="fg.muted">
                              {payment.refundedAt ? `Le ${formatDate(payment.refundedAt)}` : (payment.refundNote ?? '—')}
                            </Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                    {payments.data && rows.length === 0 && (
                      <Table.Row>
                        <Table.Cell colSpan={6} color="fg.muted">
                          Aucun paiement ce mois-ci.
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card>
          </Stack>

          <Stack as="section" gap="3" aria-labelledby="subscriptions-title">
            <Heading as="h2" id="subscriptions-title" size="lg">
              Abonnements
            </Heading>
            <Card p="0" overflow="hidden">
              <Table.ScrollArea tabIndex={0} role="region" aria-label="Tableau des abonnements">
                <Table.Root size="sm">
                  <Table.Caption srOnly>Les abonnements les plus récents</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Membre</Table.ColumnHeader>
                      <Table.ColumnHeader>Plan</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Montant</Table.ColumnHeader>
                      <Table.ColumnHeader>Statut</Table.ColumnHeader>
                      <Table.ColumnHeader>Fin de période</Table.ColumnHeader>
                      <Table.ColumnHeader>Depuis le</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {(payments.data?.subscriptions ?? []).map((subscription) => (
                      <Table.Row key={subscription.id}>
                        <Table.Cell>{subscription.memberEmail}</Table.Cell>
                        <Table.Cell>
                          {PLANS[subscription.plan].name} ({BILLING_PERIOD_LABELS[subscription.billingPeriod]})
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {formatEuros(subscription.amount)}
                        </Table.Cell>
                        <Table.Cell>{subscription.statusLabel}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDate(subscription.periodEnd)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatDate(subscription.startedAt)}</Table.Cell>
                      </Table.Row>
                    ))}
                    {payments.data && payments.data.subscriptions.length === 0 && (
                      <Table.Row>
                        <Table.Cell colSpan={6} color="fg.muted">
                          Aucun abonnement pour l’instant.
                        </Table.Cell>
                      </Table.Row>
                    )}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card>
          </Stack>
        </>
      )}
      <RefundDialog payment={refunding} month={month} onClose={() => setRefunding(null)} />
    </>
  );
}

const MODE_LABELS = { sandbox: 'Bac à sable local (aucun paiement réel)', test: 'Stripe, mode test', live: 'Stripe, mode production' } as const;

/** /admin/payments/config (SPEC §2 Payment config): the webhook guide with this deployment's endpoint. */
function WebhookGuide() {
  const config = usePaymentsConfig();
  if (config.isPending) return <Skeleton h="64" rounded="card" />;
  if (config.isError) return <LoadError error={config.error} />;
  const { webhookUrl, events, mode } = config.data;
  return (
    <Card as="section" aria-labelledby="webhook-guide-title">
      <Stack gap="4">
        <Heading as="h2" id="webhook-guide-title" size="lg">
          Brancher le webhook Stripe
        </Heading>
        <Text>
          Prestataire : <strong>{MODE_LABELS[mode]}</strong>
        </Text>
        <List.Root as="ol" gap="3" ps="5">
          <List.Item>Dans le tableau de bord Stripe, ouvre Développeurs → Webhooks, puis « Ajouter une destination ».</List.Item>
          <List.Item>
            Adresse du point de terminaison : <Code wordBreak="break-all">{webhookUrl}</Code>
          </List.Item>
          <List.Item>
            Événements à écouter :
            <List.Root gap="1" ps="5" mt="1">
              {events.map((event) => (
                <List.Item key={event}>
                  <Code>{event}</Code>
                </List.Item>
              ))}
            </List.Root>
          </List.Item>
          <List.Item>
            Copie le secret de signature (<Code>whsec_…</Code>) dans le secret « StripeKeys » de Secrets Manager (clé <Code>webhookSecret</Code>), à côté de
            la clé secrète (<Code>secretKey</Code>), puis redéploie ou attends le prochain démarrage des fonctions.
          </List.Item>
          <List.Item>Envoie un événement de test depuis Stripe : il apparaît dans les journaux de la fonction payments, traité une seule fois.</List.Item>
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          Une signature invalide ou de plus de 5 minutes est refusée (400) sans rien écrire ; chaque événement est traité une seule fois, quel que soit
          le nombre de livraisons.
        </Text>
      </Stack>
    </Card>
  );
}

/** /admin/payments and /admin/payments/config (issue 13). */
export default function AdminPaymentsPage() {
  const onConfig = useLocation().pathname.replace(/\/$/, '').endsWith('/payments/config');
  return (
    <AdminPage title={onConfig ? 'Configuration des paiements' : 'Paiements'} summary={onConfig ? 'Le guide du webhook de paiement de ce déploiement.' : 'Les paiements de chaque mois, les remboursements et les abonnements.'}>
      <HStack as="nav" aria-label="Paiements" gap="4">
        <TextLink to="/admin/payments" aria-current={onConfig ? undefined : 'page'} fontWeight={onConfig ? 'normal' : 'semibold'}>
          Paiements et abonnements
        </TextLink>
        <TextLink to="/admin/payments/config" aria-current={onConfig ? 'page' : undefined} fontWeight={onConfig ? 'semibold' : 'normal'}>
          Configuration du webhook
        </TextLink>
      </HStack>
      {onConfig ? <WebhookGuide /> : <PaymentsView />}
    </AdminPage>
  );
}
