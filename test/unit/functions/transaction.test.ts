import type { TransactionItemCode } from 'electrodb';
import { writeTransaction, type TransactionOutcome } from '../../../functions/lib/db/transaction';
import { HttpError } from '../../../functions/lib/http/errors';

/** A transaction that DynamoDB answers with each of `answers` in turn (an array of item codes: cancelled). */
function transactionAnswering(...answers: Array<'committed' | TransactionItemCode[]>) {
  let sent = 0;
  return jest.fn(async (): Promise<TransactionOutcome> => {
    const answer = answers[Math.min(sent++, answers.length - 1)]!;
    return answer === 'committed' ? { canceled: false, data: [] } : { canceled: true, data: answer.map((code) => ({ code })) };
  });
}
const noWait = async () => undefined;

describe('writeTransaction', () => {
  it('sends a committed transaction once', async () => {
    const send = transactionAnswering('committed');
    await expect(writeTransaction(send, noWait)).resolves.toEqual({ canceled: false, data: [] });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('re-sends the same transaction while it is cancelled only by conflicts with other transactions', async () => {
    const send = transactionAnswering(['None', 'TransactionConflict'], ['TransactionConflict', 'None'], 'committed');
    await expect(writeTransaction(send, noWait)).resolves.toEqual({ canceled: false, data: [] });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('returns a failed condition at once, even beside a conflict: the conditions decided', async () => {
    const send = transactionAnswering(['ConditionalCheckFailed', 'TransactionConflict']);
    await expect(writeTransaction(send, noWait)).resolves.toEqual({
      canceled: true,
      data: [{ code: 'ConditionalCheckFailed' }, { code: 'TransactionConflict' }],
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers 409 BUSY, in French, when conflicts outlast every retry', async () => {
    const send = transactionAnswering(['TransactionConflict']);
    const error = await writeTransaction(send, noWait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'BUSY', status: 409, message: 'Trop de modifications simultanées. Réessaye dans un instant.' });
    expect(send).toHaveBeenCalledTimes(9);
  });
});
