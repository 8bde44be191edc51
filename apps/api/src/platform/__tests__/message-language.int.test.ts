import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '@saathi/shared/locales/catalogues';
import { signInNewUser } from '../../test/builders/people';
import { createTestApp } from '../../test/test-app';
import { API_MESSAGE_KEYS, acceptedLanguage } from '../message-language';

// Decision 0140: error answers in the person's language, same shape.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const createAddress = (headers: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/addresses', headers, payload: { name: '' } });

describe('error answers by language', () => {
  it('keeps each catalogued API text equal to the English the API writes', () => {
    for (const [text, key] of API_MESSAGE_KEYS) expect(CATALOGUES.en[key], key).toBe(text);
  });

  it('reads the first of our languages from Accept-Language, by q', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(acceptedLanguage('en-IN, hi;q=0.5')).toBe('en');
    expect(acceptedLanguage('fr, hi;q=0.8')).toBe('hi');
    expect(acceptedLanguage('en;q=0.2, hi')).toBe('hi');
    expect(acceptedLanguage('hi;q=0, ta')).toBeNull();
  });

  it('answers in English by default and in Hindi when asked, fields included', async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const english = await createAddress(auth);
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      fields: { name: 'Name is required', city: 'City is required' },
    });

    const hindi = await createAddress({ ...auth, 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.statusCode).toBe(400);
    const error = hindi.json().error;
    expect(Object.keys(error).sort()).toEqual(Object.keys(english.json().error).sort());
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'जानकारी सही नहीं है',
      fields: { name: 'नाम डालना ज़रूरी है', city: 'शहर डालना ज़रूरी है' },
    });
    expect(Object.keys(error.fields)).toEqual(Object.keys(english.json().error.fields));
  });

  it("answers the address's format messages in Hindi: PIN code, phone, country (decision 0168)", async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db, { preferredLanguage: 'hi' });
    const payload = {
      name: 'Asha',
      phone_number: '12345',
      street_address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '4110',
      country: 'Nepal',
    };
    const answer = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: '/addresses', headers, payload });
    expect((await answer(auth)).json().error.fields).toEqual({
      phone_number: CATALOGUES.hi['api.phoneInvalid'],
      postal_code: CATALOGUES.hi['api.pinCodeInvalid'],
      country: 'हम केवल भारत में डिलीवरी करते हैं',
    });
    const noLanguage = await signInNewUser(testApp.app, testApp.db);
    expect((await answer(noLanguage.auth)).json().error.fields).toEqual({
      phone_number: 'Phone number must be valid',
      postal_code: 'PIN code must be 6 digits',
      country: 'We deliver in India only',
    });
  });

  it("takes a signed-in person's profile language over the header", async () => {
    const { auth, user } = await signInNewUser(testApp.app, testApp.db);
    const chosen = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload: { preferredLanguage: 'hi' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const answer = await createAddress({ ...auth, 'accept-language': 'en' });
    expect(answer.json().error.fields.name).toBe('नाम डालना ज़रूरी है');
  });

  // Decision 0154: the language rides in the access token; a change outranks older tokens.
  it('reads the language from the token, not the database, and a change at once', async () => {
    const { auth, user } = await signInNewUser(testApp.app, testApp.db);
    const signedInHindi = await testApp.app.accessTokens.sign({
      userId: user.id,
      roles: ['CUSTOMER'],
      sessionId: randomUUID(),
      language: 'hi',
    });
    const hindiToken = { authorization: `Bearer ${signedInHindi}` };
    // The profile has no language: only the token says Hindi.
    expect((await createAddress(hindiToken)).json().error.message).toBe('जानकारी सही नहीं है');

    const setLanguage = (language: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/user/${user.id}`,
        headers: auth,
        payload: { preferredLanguage: language },
      });
    expect((await setLanguage('en')).statusCode).toBe(200);
    // The same token, signed with Hindi: the change shows in the next error answer.
    expect((await createAddress(hindiToken)).json().error.message).toBe('Invalid input');
    expect((await setLanguage('hi')).statusCode).toBe(200);
    expect((await createAddress(auth)).json().error.message).toBe('जानकारी सही नहीं है');
  });

  it("says a successful answer's message in the person's language, the same shape", async () => {
    const { auth, user } = await signInNewUser(testApp.app, testApp.db, {
      preferredLanguage: 'hi',
    });
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/user/update/password',
      headers: auth,
      payload: {
        currentPassword: user.password,
        newPassword: 'NewSecret9',
        confirmPassword: 'NewSecret9',
      },
    });
    expect(changed.json()).toEqual({ success: true, message: 'पासवर्ड बदल दिया गया', error: null });
    // English keeps the spec's words.
    expect(CATALOGUES.en['messages.passwordUpdated']).toBe('Password updated successfully');
  });

  it('answers a visitor in Hindi from the header alone', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/addresses',
      headers: { 'accept-language': 'hi', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(answer.json().error.message).toMatch(/[\u0900-\u097F]/);
  });

  // Decision 0181: zod's own messages (a check with no text of ours) in the person's language.
  it("answers zod's own messages in Hindi when asked, ours beside them, English unchanged", async () => {
    const { auth } = await signInNewUser(testApp.app, testApp.db);
    const payload = {
      name: '',
      phone_number: '9876543210',
      street_address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      country: 'India',
      additional_address_line: 'x'.repeat(301),
      latitude: 'north',
    };
    const answer = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: '/addresses', headers, payload });
    const english = (await answer(auth)).json().error.fields;
    expect(english).toMatchObject({
      name: 'Name is required',
      additional_address_line: 'Too big: expected string to have <=300 characters',
      latitude: 'Invalid input: expected number, received string',
    });
    const hindi = (await answer({ ...auth, 'accept-language': 'hi' })).json().error.fields;
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(hindi).toMatchObject({
      name: 'नाम डालना ज़रूरी है',
      additional_address_line: 'बहुत बड़ा: अपेक्षित था कि string में <=300 अक्षर हों',
    });
    expect(hindi.latitude).toMatch(/[\u0900-\u097F]/);
  });

  /** A new person's refused profile update, in their language: the fields' messages. */
  const refusedProfileFields = async (payload: Record<string, string>, language?: 'hi') => {
    const { auth, user } = await signInNewUser(testApp.app, testApp.db, {
      preferredLanguage: language,
    });
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: `/user/${user.id}`,
      headers: auth,
      payload,
    });
    expect(answer.statusCode).toBe(400);
    return answer.json().error.fields;
  };

  it("answers zod's own messages in Hindi from a service's own parse too", async () => {
    const update = (language?: 'hi') =>
      refusedProfileFields(
        { firstName: 'Asha', midName: 'x'.repeat(61), lastName: '', gender: 'FEMALE' },
        language,
      );
    expect(await update()).toMatchObject({
      midName: 'Too big: expected string to have <=60 characters',
      lastName: 'Last name is required',
    });
    expect(await update('hi')).toMatchObject({
      midName: 'बहुत बड़ा: अपेक्षित था कि string में <=60 अक्षर हों',
      // The schema's own text is not zod's: it stays (the web translates it, decision 0151).
      lastName: 'Last name is required',
    });
  });

  it('says a too-long name is too long, not that it is required, in both languages', async () => {
    const update = (language?: 'hi') =>
      refusedProfileFields(
        { firstName: 'x'.repeat(61), lastName: 'Rao', gender: 'FEMALE' },
        language,
      );
    expect(await update()).toMatchObject({ firstName: 'At most 60 characters' });
    expect(await update('hi')).toMatchObject({ firstName: 'ज़्यादा से ज़्यादा 60 अक्षर' });
  });

  it('answers a message built with a value in Hindi, the value kept (decision 0180)', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    const answer = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/stores/availability?productIds=${ids}`,
        headers,
      });
    const english = (await answer({})).json();
    expect(english.error.fields).toEqual({ productIds: 'At most 100 ids' });
    const hindi = (await answer({ 'accept-language': 'hi' })).json();
    expect(hindi.error.fields).toEqual({ productIds: 'ज़्यादा से ज़्यादा 100 आईडी' });
    expect(hindi.errors).toEqual([{ errorDescription: CATALOGUES.hi['api.invalidInput'] }]);
  });
});
