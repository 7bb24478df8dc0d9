import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { LOCAL_REGION } from './local-aws';

/**
 * One message as an SQS queue hands it to the Lambda reading it (batch size 1): `body` as JSON, the attempt it is
 * (`receiveCount`, 1 the first time), who sent it and which queue it comes from.
 */
export function sqsMessage(body: unknown, { receiveCount, sender, queue }: { receiveCount: number; sender: string; queue: string }): SQSEvent {
  const now = String(Date.now());
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: randomUUID(),
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: String(receiveCount), SentTimestamp: now, SenderId: sender, ApproximateFirstReceiveTimestamp: now },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: `arn:aws:sqs:${LOCAL_REGION}:000000000000:${queue}`,
        awsRegion: LOCAL_REGION,
      },
    ],
  };
}
