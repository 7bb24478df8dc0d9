import { countedVisits, INSTALL_OFFER_FROM_VISIT, installOffer, type InstallSituation } from '../../../web/src/lib/pwa/install-rule';

const situation = (change: Partial<InstallSituation>): InstallSituation => ({ visits: 3, offeredAtVisit: null, answered: false, installed: false, promptAvailable: true, ios: false, ...change });

describe('‘Installer l’application’ (issue 27)', () => {
  it('is never offered on the first two visits, even with the browser’s prompt at hand, and is from the third while never shown', () => {
    expect(INSTALL_OFFER_FROM_VISIT).toBe(3);
    expect(installOffer(situation({ visits: 1 }))).toBe('none');
    expect(installOffer(situation({ visits: 2 }))).toBe('none');
    expect(installOffer(situation({ visits: 3 }))).toBe('prompt');
    expect(installOffer(situation({ visits: 12 }))).toBe('prompt');
  });

  it('is offered once: after the member answered (installed or declined) it never comes back', () => {
    expect(installOffer(situation({ answered: true }))).toBe('none');
    expect(installOffer(situation({ answered: true, visits: 40, ios: true, promptAvailable: false }))).toBe('none');
  });

  it('is offered at one visit only: it stays on that visit’s pages, and the next visit does not bring it back, answered or not', () => {
    expect(installOffer(situation({ visits: 3, offeredAtVisit: 3 }))).toBe('prompt');
    expect(installOffer(situation({ visits: 4, offeredAtVisit: 3 }))).toBe('none');
    expect(installOffer(situation({ visits: 4, offeredAtVisit: 3, ios: true, promptAvailable: false }))).toBe('none');
  });

  it('is not offered to the app already installed', () => {
    expect(installOffer(situation({ installed: true }))).toBe('none');
    expect(installOffer(situation({ installed: true, ios: true, promptAvailable: false }))).toBe('none');
  });

  it('on iPhone and iPad (no install prompt) links to the explanation; elsewhere without a prompt offers nothing', () => {
    expect(installOffer(situation({ promptAvailable: false, ios: true }))).toBe('ios-guide');
    expect(installOffer(situation({ promptAvailable: false, ios: true, visits: 2 }))).toBe('none');
    expect(installOffer(situation({ promptAvailable: false, ios: false }))).toBe('none');
  });
});

describe('the visits of a device', () => {
  it('counts one visit per browsing session: its first page, not a reload or another page of it', () => {
    expect(countedVisits(null, false)).toBe(1);
    expect(countedVisits('1', true)).toBe(1);
    expect(countedVisits('1', false)).toBe(2);
    expect(countedVisits('2', false)).toBe(3);
    expect(countedVisits('3', true)).toBe(3);
  });

  it('reads a missing or unreadable count as no visit yet', () => {
    expect(countedVisits('', false)).toBe(1);
    expect(countedVisits('abc', false)).toBe(1);
    expect(countedVisits('-4', false)).toBe(1);
    expect(countedVisits(null, true)).toBe(1);
  });
});
