import type { Language } from '@saathi/shared/locales';
import type { Db } from '../../../db/client';
import type { Messenger } from '../../../platform/messaging/messenger';
import { findUserByDestination } from '../../users';
import { codeMessage } from './account-messages';
import { issueCode } from './one-time-codes';

/**
 * Sends a sign-in code. The answer is the same whether or not an account uses the address; only
 * the words differ: an address no account uses gets a code that makes a customer account for it
 * (decision 0121), as a cart's "sign in to continue" expects of a new shopper. Checking the code
 * is the flow flows/sign-in-with-code.ts.
 */
export async function sendSignInCode(options: {
  db: Db;
  messenger: Messenger;
  destination: string;
  clientAddress: string;
  company: string;
  /** The language the request came in: the words for an address no account uses. */
  language: Language;
}) {
  const { db, messenger, destination, clientAddress, company } = options;
  const user = await findUserByDestination({ db, destination });
  await db.transaction(async (tx) => {
    const code = await issueCode({ db: tx, destination, purpose: 'login', clientAddress });
    const purpose = user ? 'login' : 'signup';
    // The account's own language first (decision 0155): the code goes to its owner.
    const language = user?.preferredLanguage ?? options.language;
    await messenger.enqueue(codeMessage({ company, destination, code, purpose, language }), {
      db: tx,
    });
  });
}
