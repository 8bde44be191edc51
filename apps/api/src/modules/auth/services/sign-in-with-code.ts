import type { Db } from '../../../db/client';
import type { Messenger } from '../../../platform/messaging/messenger';
import { findUserByDestination } from '../../users';
import { codeMessage, noAccountMessage } from './account-messages';
import { issueCode } from './one-time-codes';

/**
 * Sends a sign-in code. The answer is the same whether or not an account uses the address; only
 * the message that reaches the address differs (a code, or how to register). Checking the code
 * is the flow flows/sign-in-with-code.ts.
 */
export async function sendSignInCode(options: {
  db: Db;
  messenger: Messenger;
  destination: string;
  clientAddress: string;
  company: string;
  signupUrl: string;
}) {
  const { db, messenger, destination, clientAddress, company, signupUrl } = options;
  const user = await findUserByDestination({ db, destination });
  await db.transaction(async (tx) => {
    const code = await issueCode({ db: tx, destination, purpose: 'login', clientAddress });
    const message = user
      ? codeMessage({ company, destination, code, purpose: 'login' })
      : noAccountMessage({ company, destination, signupUrl });
    await messenger.enqueue(message, { db: tx });
  });
}
