import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';

/** An e-mail to one member, in plain text and HTML (mail clients show the one they prefer). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers: a marketing e-mail's one-click unsubscribe (List-Unsubscribe, List-Unsubscribe-Post, issue 22);
   * transactional e-mails carry none.
   */
  headers?: Readonly<Record<string, string>>;
}

export type SendMail = (mail: Mail) => Promise<void>;

let client: SESv2Client | undefined;

function ses(): SESv2Client {
  if (!client) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    client = new SESv2Client({ region: AWS_REGION, ...(SES_ENDPOINT ? { endpoint: SES_ENDPOINT } : {}) });
  }
  return client;
}

/** Sends one e-mail with SES (locally, the AWS emulator's mailbox of scripts/dev). */
export const sendMail: SendMail = async ({ to, subject, text, html, headers }) => {
  const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: utf8(subject),
          Body: { Text: utf8(text), Html: utf8(html) },
          ...(headers ? { Headers: Object.entries(headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        },
      },
    }),
  );
};
