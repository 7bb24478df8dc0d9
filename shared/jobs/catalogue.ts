/**
 * The job catalogue (DESIGN §8): every scheduled job, once. CDK makes one EventBridge Scheduler schedule per job
 * (infra/constructs/schedules.ts), the dev scheduler runs the same jobs on the same crons (scripts/dev/scheduler.ts)
 * and `npm run job <name>` runs one on demand. A job is `functions/jobs/<name>.ts` exporting
 * `handler = jobHandler('<name>', ...)`, idempotent per period (it may run twice, or late: its queue retries a
 * failed run).
 */
export interface JobDefinition {
  /** Five-field cron (minute hour day-of-month month day-of-week, 0 = Sunday), in JOB_TIME_ZONE. */
  cron: string;
  summary: string;
  /** The handler's file, relative to the project root (`functions/jobs/<name>.ts`). */
  entry: `functions/${string}.ts`;
  /** What the job may do on the table. */
  table: 'read' | 'write';
  /** It reads the team (the user pool's educator and admin groups). */
  readsTeam?: boolean;
}

/** Jobs follow the members' clock (a monthly reset at midnight in France), summer time included. */
export const JOB_TIME_ZONE = 'Europe/Paris';

export const jobs: Readonly<Record<string, JobDefinition>> = {
  'monthly-reset': {
    cron: '0 0 1 * *',
    summary: 'Remet les compteurs du mois : tickets Premium et visio Expert+ des membres sans facturation mensuelle (SPEC §9)',
    entry: 'functions/jobs/monthly-reset.ts',
    table: 'write',
  },
  'gift-expiry': {
    cron: '5 * * * *',
    summary: 'Termine les offres offertes par l’équipe dont la date de fin est passée : le membre revient au plan que lui donnent ses paiements',
    entry: 'functions/jobs/gift-expiry.ts',
    table: 'write',
  },
  'visio-holds': {
    cron: '*/15 * * * *',
    summary: 'Libère les créneaux de visio gardés pour un paiement qui n’est pas venu, si l’expiration de Stripe s’est perdue ; abandonne les envois de vidéo sans fichier 24 h après leur réservation et rend leur vidéo du mois ou leur crédit',
    entry: 'functions/jobs/visio-holds.ts',
    table: 'write',
  },
  'ticket-due-soon': {
    cron: '*/15 * * * *',
    summary: 'Prévient l’éducateur du ticket (ou l’équipe s’il n’est pas assigné) deux heures avant l’échéance d’un ticket encore sans réponse',
    entry: 'functions/jobs/ticket-due-soon.ts',
    table: 'write',
  },
  'new-fiches': {
    cron: '0 9 * * 1',
    summary: 'Prévient chaque membre qui l’a demandé des fiches publiées dans la semaine que son offre lui permet de lire (un e-mail par semaine, aucun sans nouveauté)',
    entry: 'functions/jobs/new-fiches.ts',
    table: 'write',
  },
  'training-reminders': {
    cron: '*/15 * * * *',
    summary: 'Rappelle leur séance aux membres qui l’ont demandé, leurs jours choisis à leur heure, s’ils n’ont pas encore entraîné leur chien ce jour-là (une fois par jour, jamais de 21 h à 8 h)',
    entry: 'functions/jobs/training-reminders.ts',
    table: 'write',
  },
  'staff-digest': {
    cron: '0 8 * * *',
    summary: 'Prépare le récapitulatif du matin de chaque éducateur : tickets ouverts et en retard, visios du jour',
    entry: 'functions/jobs/staff-digest.ts',
    table: 'write',
    readsTeam: true,
  },
};

/**
 * What EventBridge Scheduler sends a job: the body of the message its queue hands the job's Lambda (the dev scheduler
 * and `npm run job` hand it the same way).
 */
export interface JobEvent {
  job: string;
  /** When the run was due (ISO 8601): the period a job works on comes from it, never from the clock. */
  scheduledTime: string;
}
