import { BRAND } from './brand';

/**
 * The e-mail that carries a Cognito code (issue 22): the user pool's verification message, which Cognito sends for a
 * sign-up, a resent code, a new address and a password reset, through SES from the product's domain once it is
 * verified (infra/constructs/auth.ts). One wording for all four, since the pool has one template; the local stack
 * sends the same e-mail into its mailbox (scripts/dev/cognito-gaps.ts). Cognito puts the code where `{####}` is.
 */
export const VERIFICATION_CODE_SUBJECT = `Ton code ${BRAND.name}`;

/** Cognito's placeholder for the code in the template. */
export const CODE_PLACEHOLDER = '{####}';

const INTRO = `Voici ton code ${BRAND.name} :`;
const USE = 'Saisis ces 6 chiffres sur le site pour confirmer ton adresse e-mail, ou pour choisir ton nouveau mot de passe si tu en as demandé un.';
const NOT_YOU = 'Si tu n’es pas à l’origine de cette demande, ignore simplement cet e-mail : sans ce code, rien ne change sur ton compte.';
const SIGNATURE = `L’équipe ${BRAND.name}`;

/** The HTML body, with `code` in place (the template itself with `CODE_PLACEHOLDER`): short, Cognito allows 20,000 characters. */
export function verificationCodeHtml(code: string = CODE_PLACEHOLDER): string {
  return [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#2b2520;max-width:560px">',
    `<p style="font-size:18px;font-weight:bold;color:#c2703d">${BRAND.name}</p>`,
    '<p>Bonjour,</p>',
    `<p>${INTRO}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
    `<p>${USE}</p>`,
    `<p>${NOT_YOU}</p>`,
    `<p>${SIGNATURE}</p>`,
    '</div>',
  ].join('');
}

/** The same e-mail as plain text (the local mailbox keeps both, as SES would send both). */
export function verificationCodeText(code: string): string {
  return ['Bonjour,', '', INTRO, '', code, '', USE, '', NOT_YOU, '', SIGNATURE].join('\n');
}
