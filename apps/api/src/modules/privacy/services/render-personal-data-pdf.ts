import { createPdfDocument, drawTable, finishPdf, FONT } from '../../invoices';

/** The parts of a personal-data export the PDF prints (flows/export-personal-data.ts). */
export interface PrintableExport {
  exportedAt: string;
  profile: Record<string, unknown>;
  addresses: {
    name: string;
    street_address: string;
    city: string;
    state: string;
    postal_code: string;
  }[];
  orders: {
    number: string;
    placedAt: string;
    status: string;
    total: number;
    taxDocuments: { invoice: { serial: string } | null };
  }[];
  consents: { purpose: string; isGiven: boolean; changedAt: string | null }[];
  dataRequests: { kind: string; status: string; dueAt: string }[];
  leads: { name: string; createdAt: string; status: string }[];
  associate: {
    referralCode: string;
    rank: string;
    businessValue: { pendingPoints: number; confirmedPoints: number };
    wallet: { summary: Record<string, unknown> };
    kyc: { status: string } | null;
  } | null;
}

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/**
 * The same export as a readable PDF (decision 0130): each part a heading and a table; the JSON
 * file stays the complete copy.
 */
export async function renderPersonalDataPdf(data: PrintableExport): Promise<Buffer> {
  const doc = await createPdfDocument('Your personal data', 'Saathi');
  const heading = (title: string) =>
    doc.font(FONT.bold).fontSize(12).text(title).font(FONT.regular);
  doc.font(FONT.bold).fontSize(16).text('Your personal data').font(FONT.regular).fontSize(9);
  doc.text(`As held on ${data.exportedAt}`).moveDown();

  const parts: [title: string, head: string[], rows: string[][], widths: (number | '*')[]][] = [
    [
      'Profile',
      ['Field', 'Value'],
      Object.entries(data.profile).map(([key, value]) => [key, text(value)]),
      [160, '*'],
    ],
    [
      'Addresses',
      ['Name', 'Street', 'City', 'State', 'PIN code'],
      data.addresses.map((each) => [
        each.name,
        each.street_address,
        each.city,
        each.state,
        each.postal_code,
      ]),
      ['*', '*', 100, 100, 70],
    ],
    [
      'Orders',
      ['Order', 'Placed', 'Status', 'Total (Rs)', 'Invoice'],
      data.orders.map((each) => [
        each.number,
        each.placedAt,
        each.status,
        each.total.toFixed(2),
        each.taxDocuments.invoice?.serial ?? '',
      ]),
      [120, '*', 100, 80, 120],
    ],
    [
      'Consents',
      ['Purpose', 'Given', 'Since'],
      data.consents.map((each) => [
        each.purpose,
        each.isGiven ? 'Yes' : 'No',
        text(each.changedAt),
      ]),
      ['*', 60, '*'],
    ],
    [
      'Requests about your data',
      ['Kind', 'Status', 'Due'],
      data.dataRequests.map((each) => [each.kind, each.status, each.dueAt]),
      ['*', 100, '*'],
    ],
    [
      'Leads you left',
      ['Name', 'Left on', 'Status'],
      data.leads.map((each) => [each.name, each.createdAt, each.status]),
      ['*', '*', 100],
    ],
  ];
  for (const [title, head, rows, widths] of parts) {
    heading(title);
    drawTable(doc, head, rows, widths);
  }
  if (data.associate) {
    const { associate } = data;
    heading('As an associate');
    drawTable(
      doc,
      ['Field', 'Value'],
      [
        ['Referral code', associate.referralCode],
        ['Rank', associate.rank],
        ['BV pending', String(associate.businessValue.pendingPoints)],
        ['BV confirmed', String(associate.businessValue.confirmedPoints)],
        ...Object.entries(associate.wallet.summary).map(([key, value]) => [
          `Wallet ${key}`,
          text(value),
        ]),
        ['KYC', associate.kyc?.status ?? 'Not approved'],
      ],
      [160, '*'],
    );
  }
  return finishPdf(doc);
}
