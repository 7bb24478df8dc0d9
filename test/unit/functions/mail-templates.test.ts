import { parisDateTime, paymentFailedMail, ticketAnsweredMail, visioBookedMail, visioChangedMail, visioReminderMail, welcomeMail } from '../../../functions/lib/mail/templates';

/** Issues 11, 12: the members' e-mails say what happened, link to the right page, and never let a text become HTML. */

beforeAll(() => {
  process.env.TABLE_NAME ??= 'test';
  process.env.SITE_URL = 'https://app.lameute.fr';
});

const visio = { firstName: 'Camille', start: '2026-12-01T09:30:00.000Z', durationMinutes: 30, educatorName: 'Élodie', meetingLink: 'https://meet.jit.si/LaMeute-abc' };

describe('the members’ e-mails', () => {
  it('welcome: the first step, the dog’s profile, in text and HTML', () => {
    const mail = welcomeMail({ firstName: 'Camille' });
    expect(mail.subject).toBe('Bienvenue dans la meute 🐾');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Bonjour Camille,');
      expect(body).toContain('https://app.lameute.fr/profil-chien');
    }
  });

  it('a failed renewal: the plan, the amount, and the link to update the card', () => {
    const mail = paymentFailedMail({ firstName: 'Camille', planName: 'Premium', amount: '14,90 €' });
    expect(mail.subject).toBe('Le paiement de ton abonnement n’a pas abouti');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('abonnement Premium (14,90 €)');
      expect(body).toContain('https://app.lameute.fr/membre/abonnement');
    }
  });

  it('an answer to a ticket: its title, an excerpt, the link to the ticket, in text and HTML', () => {
    const mail = ticketAnsweredMail({ firstName: 'Camille', ticketId: 't-1', ticketTitle: 'Il tire en laisse', educatorName: 'Élodie', answer: 'Commence par des arrêts nets.' });
    expect(mail.subject).toBe('Élodie a répondu à ton ticket « Il tire en laisse »');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Bonjour Camille,');
      expect(body).toContain('Commence par des arrêts nets.');
      expect(body).toContain('https://app.lameute.fr/membre/tickets/t-1');
    }
  });

  it('escapes what members and educators wrote: a title cannot inject markup', () => {
    const mail = ticketAnsweredMail({ firstName: '<b>Camille</b>', ticketId: 't-1', ticketTitle: '<img src=x onerror=alert(1)>', educatorName: 'Élodie', answer: '"Bonjour" & <script>' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('&quot;Bonjour&quot; &amp; &lt;script&gt;');
    expect(mail.text).toContain('<b>Camille</b>'); // plain text shows it as written
  });

  it('cuts a long answer to an excerpt', () => {
    const mail = ticketAnsweredMail({ firstName: 'Camille', ticketId: 't-1', ticketTitle: 'Titre', educatorName: 'Élodie', answer: 'a'.repeat(1000) });
    expect(mail.text).toContain(`${'a'.repeat(400)}…`);
    expect(mail.text).not.toContain('a'.repeat(401));
  });

  it('a booked visio: the date in French on Paris time, the length, the educator, the room', () => {
    const mail = visioBookedMail(visio);
    expect(mail.subject).toBe('Ta visio du mardi 1 décembre 2026 à 10:30 est réservée');
    expect(mail.text).toContain('Ta visio de 30 minutes avec Élodie est confirmée pour le mardi 1 décembre 2026 à 10:30 (heure de Paris).');
    expect(mail.html).toContain('https://meet.jit.si/LaMeute-abc');
    expect(mail.text).toContain('https://app.lameute.fr/membre/visios');
  });

  it.each<['24h' | '1h', string]>([
    ['24h', 'Rappel : ta visio avec Élodie commence demain'],
    ['1h', 'Rappel : ta visio avec Élodie commence dans une heure'],
  ])('the %s reminder', (kind, subject) => {
    expect(visioReminderMail({ ...visio, kind }).subject).toBe(subject);
  });

  it('a visio cancelled by the team carries the reason; a summary says where to read it', () => {
    const cancelled = visioChangedMail({ firstName: 'Camille', change: 'cancelled', start: visio.start, educatorName: 'Élodie', reason: 'Je suis malade.' });
    expect(cancelled.subject).toBe('Ta visio du mardi 1 décembre 2026 à 10:30 est annulée');
    expect(cancelled.text).toContain('> Je suis malade.');
    expect(cancelled.text).toContain('Ton crédit t’a été rendu');
    const paid = visioChangedMail({ firstName: 'Camille', change: 'cancelled', start: visio.start, educatorName: 'Élodie', paid: true });
    expect(paid.text).toContain('Le montant payé te sera remboursé sur ta carte sous quelques jours');
    expect(paid.text).not.toContain('Ton crédit');
    expect(visioChangedMail({ firstName: 'Camille', change: 'outcome', start: visio.start, educatorName: 'Élodie' }).subject).toBe('Le compte rendu de ta visio est disponible');
  });

  it('dates follow Paris across the daylight-saving change (29 March 2026, 09:00 UTC is 11:00)', () => {
    expect(parisDateTime('2026-03-29T00:30:00.000Z')).toBe('dimanche 29 mars 2026 à 01:30');
    expect(parisDateTime('2026-03-29T09:00:00.000Z')).toBe('dimanche 29 mars 2026 à 11:00');
  });
});
