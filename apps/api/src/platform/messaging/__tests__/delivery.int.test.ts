import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app';
import { createTestUser } from '../../../test/builders/people';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { outboxMessages } from '../tables';

const sms: { authorization?: string; body: { to: string; message: string } }[] = [];
let smsFailuresLeft = 0;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let smsServer: Server;
let testApp: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  smsServer = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (smsFailuresLeft > 0) {
        smsFailuresLeft -= 1;
        response.statusCode = 503;
        return response.end();
      }
      sms.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const smsPort = (smsServer.address() as AddressInfo).port;
  testApp = await createTestApp({
    SMTP_URL: smtp.url,
    SMTP_FROM: 'PGM <no-reply@pragati-demo.in>',
    SMS_API_URL: `http://127.0.0.1:${smsPort}/send`,
    SMS_API_KEY: 'sms-test-key',
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
  smsServer.close();
});

const sendCode = (destination: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/auth/send-otp',
    payload: { destination },
    remoteAddress: '192.0.2.200',
  });

describe('message delivery through the outbox', () => {
  it('delivers a sign-in code by real SMTP', async () => {
    const user = await createTestUser(testApp.db, { primaryEmail: 'smtp.person@example.in' });
    expect((await sendCode(user.primaryEmail!)).statusCode).toBe(200);
    await testApp.app.messenger.drain();
    const mail = smtp.mails.find((item) => item.to === 'smtp.person@example.in');
    expect(mail?.data).toMatch(/Subject: Your Pragati Growth Marketing verification code/);
    expect(mail?.data).toMatch(/\d{6} is your Pragati Growth Marketing code to sign in/);
    const [row] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, 'smtp.person@example.in'));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
  });

  it('delivers by the SMS provider with +91 and the key, retrying after a failure', async () => {
    await createTestUser(testApp.db, { primaryPhone: '9123400001', loginType: 'PHONE' });
    smsFailuresLeft = 1;
    expect((await sendCode('9123400001')).statusCode).toBe(200);
    await testApp.app.messenger.drain();
    const [failed] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.destination, '9123400001'));
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS provider answered 503',
    });

    await testApp.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxMessages.id, failed!.id));
    await testApp.app.messenger.drain();
    const [sent] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, failed!.id));
    expect(sent).toMatchObject({ status: 'sent', transport: 'sms-http', attempts: 2 });
    expect(sms.at(-1)).toMatchObject({
      authorization: 'Bearer sms-test-key',
      body: { to: '+919123400001' },
    });
    expect(sms.at(-1)!.body.message).toMatch(/^\d{6} is your/);
  });
});

describe('a backlog in the outbox', () => {
  it('drains in one go, a sign-in code in the first batch though 45 messages waited before it', async () => {
    const backlog = Array.from({ length: 45 }, (_, index) => ({
      channel: 'email' as const,
      destination: `backlog${index}@example.in`,
      subject: 'Your order is confirmed',
      body: 'Thank you for your order.',
    }));
    const mailsBefore = smtp.mails.length;
    // All at once, as a busy hour leaves them: the code arrives behind the backlog.
    await testApp.db.transaction(async (tx) => {
      for (const message of backlog) await testApp.app.messenger.enqueue(message, { db: tx });
      await testApp.app.messenger.enqueue(
        {
          channel: 'email',
          destination: 'waiting.person@example.in',
          subject: 'Your verification code',
          body: '123456 is your code to sign in',
          code: '123456',
        },
        { db: tx },
      );
    });
    await testApp.app.messenger.drain();
    const delivered = smtp.mails.slice(mailsBefore).map((mail) => mail.to);
    expect(delivered).toHaveLength(46);
    // A batch of 20 is sent at once, and the next only after it.
    expect(delivered.slice(0, 20)).toContain('waiting.person@example.in');
  });
});
