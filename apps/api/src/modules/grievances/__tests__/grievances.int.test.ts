import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileGrievanceSchema } from '@saathi/shared';
import { outboxMessages } from '../../../platform/messaging/tables';
import { createTestApp } from '../../../test/test-app';
import { createTestUser, signInNewUser } from '../../../test/builders/people';
import { multipartForm, pngImage, type FormValue } from '../../../test/form';
import { ESCALATE_GRIEVANCES_JOB } from '../jobs';
import { formatIndianTime } from '../services/grievance-time';
import { fileGrievance } from '../services/file-grievance';
import { grievances } from '../tables';

// Issue 30: grievances, their deadlines and the officer's console (decisions 0125–0127).
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let officer: Awaited<ReturnType<typeof signInNewUser>>;
beforeAll(async () => {
  testApp = await createTestApp();
  officer = await signInNewUser(testApp.app, testApp.db, { roles: ['SUPPORT'] });
});
afterAll(() => testApp.close());
// The tests' moments only move forward, from one test to the next: PGlite arms PostgreSQL's timers
// by Date, and a clock moved back re-arms a pending one weeks ahead (a TimeoutOverflowWarning).
afterEach(() => {
  vi.useRealTimers();
});

let address = 0;
const file = (fields: Record<string, FormValue | FormValue[]>, headers = {}) => {
  address += 1;
  const form = multipartForm(fields);
  return testApp.app.inject({
    method: 'POST',
    url: '/grievances',
    remoteAddress: `203.0.114.${address}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const DESCRIPTION = 'The soap I received was broken and nobody answers my calls.';
const visitor = { name: 'Asha Verma', phone: '9812300001', category: 'product' };

const lookup = (reference: string, contact: string) =>
  testApp.app.inject({
    url: `/grievances/lookup?reference=${reference}&contact=${encodeURIComponent(contact)}`,
    remoteAddress: '203.0.115.1',
  });
/** Signed for the (maybe moved) clock of the moment, so a token never outlives a jump in time. */
const asOfficer = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
  const token = await testApp.app.accessTokens.sign({
    userId: officer.user.id,
    roles: ['SUPPORT'],
    sessionId: randomUUID(),
  });
  return testApp.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
};
const rowOf = async (reference: string) =>
  (await testApp.db.select().from(grievances).where(eq(grievances.reference, reference)))[0]!;

describe('filing a grievance', () => {
  it('gives a reference at once and tells the person through the outbox', async () => {
    const response = await file({ ...visitor, description: DESCRIPTION, email: 'Asha@Example.in' });
    expect(response.statusCode).toBe(200);
    const { reference, acknowledgeBy, resolveBy } = response.json().data;
    expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    const row = await rowOf(reference);
    expect(new Date(acknowledgeBy).getTime() - row.createdAt.getTime()).toBe(48 * 3_600_000);
    expect(new Date(resolveBy).getTime() - row.createdAt.getTime()).toBe(30 * 86_400_000);
    const sent = await testApp.db.select().from(outboxMessages);
    const mine = sent.filter((message) => message.subject.includes(reference));
    expect(mine.map((message) => [message.channel, message.destination]).sort()).toEqual([
      ['email', 'asha@example.in'],
      ['sms', '9812300001'],
    ]);
    const looked = await lookup(reference, '+91 98123 00001');
    expect(looked.statusCode).toBe(200);
    expect(looked.json().data).toMatchObject({ reference, status: 'new', replies: [] });
  });

  it("acknowledges in the filer's language, English unchanged (decision 0155)", async () => {
    const told = async (headers: Record<string, string>, phone: string) => {
      const { reference } = (
        await file(
          { ...visitor, phone, description: DESCRIPTION, email: `${phone}@example.in` },
          headers,
        )
      ).json().data;
      const sent = await testApp.db.select().from(outboxMessages);
      const mine = sent.filter((message) => message.body.includes(reference));
      return {
        reference,
        email: mine.find((message) => message.channel === 'email')!,
        sms: mine.find((message) => message.channel === 'sms')!,
      };
    };
    const hindi = await told({ 'accept-language': 'hi-IN,hi;q=0.9' }, '9812300011');
    expect(hindi.email.subject).toBe(`शिकायत ${hindi.reference} मिल गई`);
    expect(hindi.email.body).toMatch(
      new RegExp(
        `^प्रिय Asha Verma,\n\nहमें आपकी शिकायत ${hindi.reference} मिल गई है। हम .+ IST तक इसकी पावती देंगे`,
      ),
    );
    expect(hindi.sms.body).toBe(
      `शिकायत ${hindi.reference} मिल गई। हमारे शिकायत पेज पर ${hindi.reference} डालकर इसे देखें।`,
    );
    const english = await told({}, '9812300012');
    expect(english.email.body).toMatch(
      new RegExp(
        `^Dear Asha Verma,\n\nWe received your grievance ${english.reference}. We will acknowledge it by .+ IST and resolve it by .+ IST\\.\n\n`,
      ),
    );
    expect(english.sms.body).toBe(
      `Grievance ${english.reference} received. Look it up with ${english.reference} on our Grievances page.`,
    );
  });

  it('refuses a visitor without a name or a way to reach them, with field errors', async () => {
    const response = await file({ category: 'order', description: DESCRIPTION });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Name is required',
      phone: 'Give a phone number or an email',
    });
    const bad = await file({ ...visitor, phone: '12345', description: 'short' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['description', 'phone']);
  });

  it("fills a signed-in person's contact from the account and lists it as theirs", async () => {
    const person = await signInNewUser(testApp.app, testApp.db);
    const response = await file(
      { category: 'seller', description: DESCRIPTION, associateCode: 'PGM1' },
      person.auth,
    );
    expect(response.statusCode).toBe(200);
    const row = await rowOf(response.json().data.reference);
    expect(row).toMatchObject({ userId: person.user.id, email: person.user.primaryEmail });
    const mine = await testApp.app.inject({ url: '/grievances/mine', headers: person.auth });
    expect(mine.json().data.map((item: { reference: string }) => item.reference)).toEqual([
      row.reference,
    ]);
  });
});

describe('a filing that fails after its files are stored', () => {
  it('leaves no file and no grievance', async () => {
    const folder = path.join(testApp.privateFiles, 'grievances');
    const stored = () => (existsSync(folder) ? readdirSync(folder).length : 0);
    const before = { files: stored(), rows: (await testApp.db.select().from(grievances)).length };
    // The acknowledgement is queued inside the filing's transaction: its failure stands for any
    // write there that fails (a database error after the input was checked).
    const failingMessenger = {
      ...testApp.app.messenger,
      enqueueMany: () => Promise.reject(new Error('outbox unavailable')),
    };
    const filing = fileGrievance({
      db: testApp.db,
      messenger: failingMessenger,
      storage: testApp.app.storage,
      settings: await testApp.app.companySettings.get(),
      input: fileGrievanceSchema.parse({ ...visitor, description: DESCRIPTION }),
      files: [
        { fileName: 'soap.png', bytes: await pngImage() },
        { fileName: 'bill.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      ],
      filer: null,
      language: 'en',
    });
    await expect(filing).rejects.toThrow('outbox unavailable');
    expect(stored()).toBe(before.files);
    expect(await testApp.db.select().from(grievances)).toHaveLength(before.rows);
  });
});

describe("another person's grievance", () => {
  it('is a 404, and so is its attachment', async () => {
    const owner = await signInNewUser(testApp.app, testApp.db);
    const stranger = await signInNewUser(testApp.app, testApp.db);
    const response = await file(
      {
        category: 'order',
        description: DESCRIPTION,
        attachments: [
          { file: await pngImage() },
          { file: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'bill.pdf', type: 'application/pdf' },
        ],
      },
      owner.auth,
    );
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data;
    const view = await testApp.app.inject({ url: '/grievances/mine', headers: owner.auth });
    const [image, pdf] = view.json().data[0].attachments;
    expect(pdf).toMatchObject({ fileName: 'bill.pdf', contentType: 'application/pdf' });
    const url = (name: string) => `/grievances/${reference}/attachments/${name}`;

    const own = await testApp.app.inject({ url: url(image.id), headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    for (const refused of [
      await testApp.app.inject({ url: url(image.id), headers: stranger.auth }),
      await testApp.app.inject({ url: url(pdf.id) }),
      await testApp.app.inject({ url: `${url(pdf.id)}?contact=9000000000` }),
      await lookup(reference, `x${owner.user.primaryEmail}`),
    ]) {
      expect(refused.statusCode).toBe(404);
    }
    const [first] = (await asOfficer('GET', '/admin/grievances?limit=100')).json().data.items;
    expect(first).toBeDefined();
    const forbidden = await testApp.app.inject({
      url: '/admin/grievances',
      headers: stranger.auth,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the console', () => {
  it('acknowledges, notes, replies and resolves; the person sees replies, never notes', async () => {
    const filed = await file({ ...visitor, description: DESCRIPTION });
    const { reference } = filed.json().data;
    const { id } = await rowOf(reference);
    const skip = await asOfficer('PATCH', `/admin/grievances/${id}`, { status: 'resolved' });
    expect(skip.statusCode).toBe(409);
    const noReason = await asOfficer('PATCH', `/admin/grievances/${id}`, { status: 'rejected' });
    expect(noReason.json().error.fields).toEqual({ reason: 'Give the reason for the rejection' });

    const acknowledged = await asOfficer('PATCH', `/admin/grievances/${id}`, {
      status: 'acknowledged',
      assigneeId: officer.user.id,
    });
    expect(acknowledged.json().data).toMatchObject({
      status: 'acknowledged',
      assigneeName: 'Test User',
    });
    await asOfficer('POST', `/admin/grievances/${id}/messages`, {
      kind: 'note',
      body: 'Courier damage, ask the depot.',
    });
    const replied = await asOfficer('POST', `/admin/grievances/${id}/messages`, {
      kind: 'reply',
      body: 'We are sending a new soap today.',
    });
    expect(replied.json().data.notes).toHaveLength(1);
    await asOfficer('PATCH', `/admin/grievances/${id}`, {
      status: 'resolved',
      reason: 'Replaced the soap.',
    });

    const seen = (await lookup(reference, visitor.phone)).json().data;
    expect(seen).toMatchObject({ status: 'resolved', resolution: 'Replaced the soap.' });
    expect(seen.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'We are sending a new soap today.',
    ]);
    expect(JSON.stringify(seen)).not.toContain('depot');
    const texts = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, visitor.phone));
    expect(texts.some((message) => message.subject === `Reply on grievance ${reference}`)).toBe(
      true,
    );
  });
});

describe("the filer's notices in the language they filed in (decision 0167)", () => {
  /** Acknowledges, replies and resolves; answers the e-mails and SMS the filer got, oldest first. */
  const handle = async (reference: string, email: string, phone: string) => {
    const { id } = await rowOf(reference);
    await asOfficer('PATCH', `/admin/grievances/${id}`, { status: 'acknowledged' });
    await asOfficer('POST', `/admin/grievances/${id}/messages`, {
      kind: 'reply',
      body: 'We are sending a new soap today.',
    });
    await asOfficer('PATCH', `/admin/grievances/${id}`, {
      status: 'resolved',
      reason: 'Replaced the soap.',
    });
    const sent = await testApp.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    const to = (destination: string) =>
      sent
        .filter((message) => message.destination === destination)
        .slice(1)
        .map(({ subject, body }) => ({ subject, body }));
    return { email: to(email), sms: to(phone) };
  };

  it('keeps the language the filer used and writes staff notices in it', async () => {
    const phone = '9812300021';
    const email = 'hindi.filer@example.in';
    const { reference } = (
      await file(
        { ...visitor, phone, email, description: DESCRIPTION },
        { 'accept-language': 'hi-IN,hi;q=0.9' },
      )
    ).json().data;
    expect((await rowOf(reference)).language).toBe('hi');
    const told = await handle(reference, email, phone);
    expect(told.email).toEqual([
      {
        subject: `शिकायत ${reference}: पावती दी गई`,
        body: `आपकी शिकायत ${reference} की पावती दे दी गई है।`,
      },
      { subject: `शिकायत ${reference} पर जवाब`, body: 'We are sending a new soap today.' },
      {
        subject: `शिकायत ${reference}: समाधान हो गया`,
        body: `आपकी शिकायत ${reference} का समाधान हो गया है।\n\nReplaced the soap.`,
      },
    ]);
    expect(told.sms[1]!.body).toBe(
      `शिकायत ${reference} पर जवाब। हमारे शिकायत पेज पर ${reference} डालकर इसे देखें।`,
    );
  });

  it('writes the English always sent to a filer who asked in English', async () => {
    const phone = '9812300022';
    const email = 'english.filer@example.in';
    const { reference } = (
      await file({ ...visitor, phone, email, description: DESCRIPTION })
    ).json().data;
    expect((await rowOf(reference)).language).toBe('en');
    const told = await handle(reference, email, phone);
    expect(told.email).toEqual([
      {
        subject: `Grievance ${reference}: acknowledged`,
        body: `Your grievance ${reference} is now acknowledged.`,
      },
      { subject: `Reply on grievance ${reference}`, body: 'We are sending a new soap today.' },
      {
        subject: `Grievance ${reference}: resolved`,
        body: `Your grievance ${reference} is now resolved.\n\nReplaced the soap.`,
      },
    ]);
    expect(told.sms[1]!.body).toBe(
      `Reply on grievance ${reference}. Look it up with ${reference} on our Grievances page.`,
    );
  });

  it("keeps a signed-in filer's profile language over the request's", async () => {
    const person = await signInNewUser(testApp.app, testApp.db, { preferredLanguage: 'hi' });
    const response = await file(
      { category: 'order', description: DESCRIPTION },
      { ...person.auth, 'accept-language': 'en' },
    );
    expect((await rowOf(response.json().data.reference)).language).toBe('hi');
  });
});

describe('deadlines', () => {
  it('warns the officer once as each deadline nears and marks missed ones overdue', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-05-01T04:30:00Z');
    vi.setSystemTime(start);
    const { reference } = (await file({ ...visitor, description: DESCRIPTION })).json().data;
    const officerMail = async () =>
      (
        await testApp.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.destination, 'grievance@pragati-demo.in'))
      ).filter((message) => message.body.includes(reference));
    const runAt = async (hours: number) => {
      vi.setSystemTime(new Date(start.getTime() + hours * 3_600_000));
      expect(await testApp.app.jobs.runNow(ESCALATE_GRIEVANCES_JOB)).toBe(true);
      return rowOf(reference);
    };

    expect((await runAt(35)).acknowledgeWarnedAt).toBeNull();
    expect((await runAt(37)).acknowledgeWarnedAt).not.toBeNull();
    await runAt(38);
    expect(await officerMail()).toHaveLength(1);
    const late = await runAt(49);
    expect(late.overdueAt).not.toBeNull();
    const queue = await asOfficer('GET', '/admin/grievances?overdue=true&limit=100');
    expect(queue.json().data.items.map((item: { reference: string }) => item.reference)).toContain(
      reference,
    );

    await asOfficer('PATCH', `/admin/grievances/${late.id}`, { status: 'acknowledged' });
    expect((await runAt(24 * 24)).resolveWarnedAt).toBeNull();
    expect((await runAt(24 * 26)).resolveWarnedAt).not.toBeNull();
    expect(await officerMail()).toHaveLength(2);
  });

  it("warns in the officer's language: their account's, else English (decision 0167)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const warningOf = async (start: Date) => {
      vi.setSystemTime(start);
      const { reference } = (
        await file({ ...visitor, category: 'personal-data', description: DESCRIPTION })
      ).json().data;
      vi.setSystemTime(new Date(start.getTime() + 37 * 3_600_000));
      expect(await testApp.app.jobs.runNow(ESCALATE_GRIEVANCES_JOB)).toBe(true);
      const [mail] = (
        await testApp.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.destination, 'grievance@pragati-demo.in'))
      ).filter((message) => message.body.includes(reference));
      return { mail: mail!, row: await rowOf(reference) };
    };
    const english = await warningOf(new Date('2032-05-01T04:30:00Z'));
    expect(english.mail.subject).toBe('1 grievance(s) near the acknowledgement deadline');
    expect(english.mail.body).toBe(
      `${english.row.reference} (personal-data): acknowledge by ${formatIndianTime(english.row.acknowledgeBy)}`,
    );

    await createTestUser(testApp.db, {
      primaryEmail: 'grievance@pragati-demo.in',
      preferredLanguage: 'hi',
      roles: ['SUPPORT'],
    });
    const hindi = await warningOf(new Date('2033-05-01T04:30:00Z'));
    expect(hindi.mail.subject).toBe('1 शिकायत की पावती की समय-सीमा पास है');
    expect(hindi.mail.body).toBe(
      `${hindi.row.reference} (निजी डेटा): पावती ${formatIndianTime(hindi.row.acknowledgeBy, 'hi')} तक`,
    );
  });
});

describe('the monthly report', () => {
  it('counts received, acknowledged and resolved within deadline, and open, by category', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2034-03-10T06:00:00Z'));
    const references: string[] = [];
    for (const category of ['order', 'order', 'product']) {
      references.push(
        (await file({ ...visitor, category, description: DESCRIPTION })).json().data.reference,
      );
    }
    const [onTime, late] = await Promise.all(references.slice(0, 2).map(rowOf));
    await asOfficer('PATCH', `/admin/grievances/${onTime!.id}`, { status: 'acknowledged' });
    await asOfficer('PATCH', `/admin/grievances/${onTime!.id}`, {
      status: 'resolved',
      reason: 'Refunded in full.',
    });
    vi.setSystemTime(new Date('2034-03-13T06:00:00Z'));
    await asOfficer('PATCH', `/admin/grievances/${late!.id}`, { status: 'acknowledged' });

    const report = await asOfficer('GET', '/admin/grievances/report?month=2034-03');
    expect(report.json().data.rows).toEqual([
      {
        category: 'order',
        received: 2,
        acknowledgedInTime: 1,
        resolved: 1,
        resolvedInTime: 1,
        open: 1,
      },
      {
        category: 'product',
        received: 1,
        acknowledgedInTime: 0,
        resolved: 0,
        resolvedInTime: 0,
        open: 1,
      },
      {
        category: 'seller',
        received: 0,
        acknowledgedInTime: 0,
        resolved: 0,
        resolvedInTime: 0,
        open: 0,
      },
      {
        category: 'personal-data',
        received: 0,
        acknowledgedInTime: 0,
        resolved: 0,
        resolvedInTime: 0,
        open: 0,
      },
      {
        category: 'total',
        received: 3,
        acknowledgedInTime: 1,
        resolved: 1,
        resolvedInTime: 1,
        open: 2,
      },
    ]);
    const csv = await asOfficer('GET', '/admin/grievances/report.csv?month=2034-03');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Category,Received,Acknowledged within deadline,Resolved,Resolved within deadline,Open',
    );
    expect(csv.body).toContain('total,3,1,1,1,2');
  });
});
