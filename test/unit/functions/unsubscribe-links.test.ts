import { unsubscribeHeaders, unsubscribeToken, verifyUnsubscribeToken } from '../../../functions/lib/mail/unsubscribe';

/** Issue 22: the one-click unsubscribe link names a member and a consent, and only the stack's secret signs it. */

const SECRET = 'un-secret-de-test-assez-long-pour-signer-les-liens';
const MEMBER = '0f8fad5b-d9cb-469f-a165-70867728950e';

it('verifies its own links, for the member and consent they name', () => {
  const token = unsubscribeToken(SECRET, MEMBER, 'newFiches');
  expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: MEMBER, kind: 'newFiches' });
  expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, MEMBER, 'newsletter'))).toEqual({ userId: MEMBER, kind: 'newsletter' });
});

it('refuses a link altered, moved to another member or consent, signed with another secret, or malformed', () => {
  const token = unsubscribeToken(SECRET, MEMBER, 'newFiches');
  const [, , signature] = token.split('.');
  const refused = [
    `${MEMBER}.newFiches.${signature!.slice(1)}`,
    `${MEMBER}.newsletter.${signature}`,
    `1b4e28ba-2fa1-41d2-883f-0016d3cca427.newFiches.${signature}`,
    unsubscribeToken('un-autre-secret-tout-aussi-long-que-le-premier', MEMBER, 'newFiches'),
    `${MEMBER}.sms.${signature}`,
    `${MEMBER}.newFiches`,
    `.newFiches.${signature}`,
    '',
  ];
  for (const forged of refused) expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
});

it('gives the RFC 8058 headers of a marketing e-mail', () => {
  expect(unsubscribeHeaders('https://lameute.fr/api/account/unsubscribe?t=abc')).toEqual({
    'List-Unsubscribe': '<https://lameute.fr/api/account/unsubscribe?t=abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});
