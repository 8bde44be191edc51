import { bothLanguages, type Texts } from './invoice-texts';
import type { Language } from './locales/languages';
import { WALLET_ENTRY_LABELS, WALLET_MESSAGES } from './schemas/wallet';

/** The words printed on an associate's monthly statement of earnings (the wallet's PDF). */
export const STATEMENT_TEXTS = {
  title: 'Statement of earnings',
  associate: 'Associate',
  issued: 'Issued',
  purchasesAndBv: 'Purchases and business value',
  earnings: 'Earnings',
  noEarnings: 'No earnings this month',
  columns: {
    orders: 'Orders',
    purchases: 'Purchases (₹)',
    personalBv: 'Personal BV',
    kind: 'Kind',
    gross: 'Gross (₹)',
  },
  kinds: WALLET_ENTRY_LABELS,
  grossEarnings: 'Gross earnings',
  tdsWithheld: 'TDS withheld (section 194H)',
  netCredited: 'Net credited to the wallet',
  paidOut: 'Paid to the bank this month',
  closingBalance: 'Wallet balance at the month’s end',
  creditNote: WALLET_MESSAGES.statementCreditNote,
  footer:
    'Amounts in rupees. TDS is deposited against your PAN and shows in Form 26AS; your Form 16A is in your account. This is a computer-generated statement.',
} as const;

export type StatementTexts = Texts<typeof STATEMENT_TEXTS>;

/** The same words in Hindi (issue 29, decision 0152), as the Earnings and payouts page says them. */
const STATEMENT_TEXTS_HI: StatementTexts = {
  title: 'कमाई का विवरण',
  associate: 'सहयोगी',
  issued: 'जारी करने की तारीख',
  purchasesAndBv: 'खरीदारी और व्यवसाय मूल्य (BV)',
  earnings: 'कमाई',
  noEarnings: 'इस महीने कोई कमाई नहीं',
  columns: {
    orders: 'ऑर्डर',
    purchases: 'खरीदारी (₹)',
    personalBv: 'निजी BV',
    kind: 'प्रकार',
    gross: 'कुल राशि (₹)',
  },
  kinds: {
    LEVEL_COMMISSION: 'लेवल कमीशन',
    RANK_BONUS: 'रैंक बोनस',
    ADJUSTMENT: 'समायोजन (मासिक क्लोज़िंग)',
    MANUAL_ADJUSTMENT: 'कंपनी द्वारा समायोजन',
    PAYOUT: 'निकासी',
    PAYOUT_RELEASE: 'निकासी वापस आई',
  },
  grossEarnings: 'कुल कमाई',
  tdsWithheld: 'काटा गया TDS (धारा 194H)',
  netCredited: 'वॉलेट में जमा शुद्ध राशि',
  paidOut: 'इस महीने बैंक में भेजा गया',
  closingBalance: 'महीने के अंत में वॉलेट बैलेंस',
  creditNote:
    'किसी महीने की कमाई वॉलेट में तब आती है जब कंपनी वह महीना बंद करती है, यानी अगले महीने की शुरुआत में; इसलिए वह उस महीने के अंत के बैलेंस में नहीं होती।',
  footer:
    'राशि रुपयों में। TDS आपके PAN के सामने जमा किया जाता है और फ़ॉर्म 26AS में दिखता है; आपका फ़ॉर्म 16A आपके खाते में है। यह कंप्यूटर से बना विवरण है।',
};

const BILINGUAL_TEXTS = bothLanguages<typeof STATEMENT_TEXTS>(
  STATEMENT_TEXTS_HI,
  STATEMENT_TEXTS,
  ' / ',
);

/**
 * A statement's words for a reader of `language`: English alone, or Hindi with the English beside
 * it, as the tax invoice (decision 0141): the statement also goes to the associate's accountant.
 */
export const statementTextsFor = (language: Language): StatementTexts =>
  language === 'hi' ? BILINGUAL_TEXTS : STATEMENT_TEXTS;
