import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_SETTINGS } from '@saathi/shared';
import { createTestApp } from '../../../test/test-app';
import { signInNewUser } from '../../../test/builders/people';

// Issue 28: the grievance officer every product page names is a company setting (decision 0111).

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let adminAuth: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  adminAuth = (await signInNewUser(testApp.app, testApp.db, { roles: ['ADMIN'] })).auth;
});
afterAll(() => testApp.close());

const save = (grievanceOfficer: unknown) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/company-settings',
    headers: adminAuth,
    payload: { ...DEMO_COMPANY_SETTINGS, grievanceOfficer },
  });

describe('the grievance officer', () => {
  it('is saved with the settings and read by everyone', async () => {
    const officer = {
      name: 'Meena Rao',
      designation: 'Grievance Officer',
      email: 'grievance@example.in',
      phone: '9812300003',
    };
    expect((await save(officer)).statusCode).toBe(200);
    const read = await testApp.app.inject({ url: '/api/company-settings' });
    expect(read.json().data.grievanceOfficer).toEqual(officer);
  });

  it.each([
    [{ ...DEMO_COMPANY_SETTINGS.grievanceOfficer, email: 'not mail' }, 'grievanceOfficer.email'],
    [{ ...DEMO_COMPANY_SETTINGS.grievanceOfficer, phone: '12345' }, 'grievanceOfficer.phone'],
    [{ ...DEMO_COMPANY_SETTINGS.grievanceOfficer, name: '' }, 'grievanceOfficer.name'],
    [undefined, 'grievanceOfficer'],
  ])('refuses %j with a field error on %s', async (officer, field) => {
    const response = await save(officer);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});
