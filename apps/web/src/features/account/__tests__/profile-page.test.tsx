import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@saathi/shared/messages';
import { json, renderApp } from '../../../test/render-app';
import { buildUser } from '../../../testing';

const referred = buildUser({
  midName: 'K',
  roles: ['CUSTOMER', 'ASSOCIATE'],
  gender: null,
  dob: '2026-11-21',
  primaryPhone: null,
  alternateEmails: ['asha.alt@example.in'],
  alternatePhone: ['9123456789'],
  others: [
    {
      referalInfo: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        imageUrl: null,
        rank: 'GOLD_PARTNER',
        referalId: 'RAVI01',
      },
    },
  ],
});

const associate = {
  id: 7,
  userId: 1,
  referralCode: 'ASHA01',
  rank: 'SILVER_PARTNER',
  sponsor: null,
  parentId: null,
  bvValue: 0,
  joinedAt: '2026-01-01T00:00:00.000Z',
};

describe('profile overview', () => {
  it('shows the banner, the details grid, the referrer and the extra contacts', async () => {
    renderApp('/manage/profile', { user: referred });
    const banner = await screen.findByTestId('profile-banner');
    expect(banner).toHaveTextContent('Asha K Rao');
    expect(banner).toHaveTextContent('@asha01');
    expect(within(banner).getByTestId('role-badge')).toHaveTextContent('Associate');
    expect(within(banner).getByText('AR')).toBeInTheDocument(); // initials, no photo

    const item = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(item('Gender')).toHaveTextContent(MESSAGES.common.notSpecified);
    expect(item('Date of Birth')).toHaveTextContent('21 Nov 2026');
    expect(item('Email')).toHaveTextContent('asha@example.in');
    expect(item('Phone')).toHaveTextContent(MESSAGES.common.notSpecified);

    const referrer = screen.getByTestId('referred-by');
    expect(referrer).toHaveTextContent(MESSAGES.profile.referredBy);
    expect(referrer).toHaveTextContent('Ravi Kumar');
    expect(referrer).toHaveTextContent('GOLD PARTNER');
    expect(referrer).toHaveTextContent('RAVI01');

    expect(screen.getByText(MESSAGES.profile.additionalContact)).toBeInTheDocument();
    expect(screen.getByText('asha.alt@example.in')).toBeInTheDocument();
    expect(screen.getByText('+91 91234 56789')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-associates')).not.toBeInTheDocument();
  });

  it('formats the phone and hides empty blocks', async () => {
    renderApp('/manage/profile', { user: buildUser() });
    await screen.findByTestId('profile-banner');
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('Customer');
    expect(screen.queryByTestId('referred-by')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.profile.additionalContact)).not.toBeInTheDocument();
  });

  it('copies a value and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('/manage/profile', { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Copy Email' }));
    expect(writeText).toHaveBeenCalledWith('asha@example.in');
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(MESSAGES.common.copied);

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Phone' }));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(MESSAGES.common.copyFailed);
  });

  it('gives an associate their referral code and sign-up link', async () => {
    renderApp('/manage/profile', { user: referred, associate });
    const invite = await screen.findByTestId('invite-associates');
    expect(within(invite).getByTestId('own-referral-code')).toHaveTextContent('ASHA01');
    expect(within(invite).getByTestId('referral-link')).toHaveTextContent(
      `${window.location.origin}/Associate/signup?ref=ASHA01`,
    );
    expect(invite).toHaveTextContent('SILVER PARTNER');
  });
});

describe('edit profile modal', () => {
  it('locks the login identifier and validates on change', async () => {
    const user = userEvent.setup();
    renderApp('/manage/profile', { user: buildUser({ loginType: 'EMAIL', gender: null }) });
    await user.click(await screen.findByRole('button', { name: MESSAGES.profile.editProfile }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.profile.editProfile });
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    expect(within(dialog).getByLabelText('Phone')).toBeEnabled();

    await user.clear(within(dialog).getByLabelText('First Name'));
    expect(within(dialog).getByText(MESSAGES.profile.firstNameRequired)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Last Name'));
    expect(within(dialog).getByText(MESSAGES.profile.lastNameRequired)).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    expect(within(dialog).getByText(MESSAGES.profile.phoneRequired)).toBeInTheDocument();
    await user.type(phone, '12345');
    expect(within(dialog).getByText(MESSAGES.profile.invalidPhone)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.profile.saveChanges }));
    expect(within(dialog).getByText(MESSAGES.profile.genderRequired)).toBeInTheDocument();
  });

  it('locks the phone for a phone login and checks the email', async () => {
    const user = userEvent.setup();
    renderApp('/manage/profile', { user: buildUser({ loginType: 'PHONE' }) });
    await user.click(await screen.findByRole('button', { name: MESSAGES.profile.editProfile }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Phone')).toBeDisabled();
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    expect(within(dialog).getByText(MESSAGES.profile.emailRequired)).toBeInTheDocument();
    await user.type(email, 'asha@');
    expect(within(dialog).getByText(MESSAGES.profile.invalidEmail)).toBeInTheDocument();
  });

  it('saves, updates the page and says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/manage/profile', {
      user: buildUser(),
      fetch: (url, init) =>
        url === '/user/1' && init?.method === 'PUT'
          ? json({ success: true, data: buildUser({ firstName: 'Asha Devi', dob: '1990-05-04' }) })
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.profile.editProfile }));
    const dialog = screen.getByRole('dialog');
    const first = within(dialog).getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Asha Devi');
    await user.type(within(dialog).getByLabelText('Date of Birth'), '1990-05-04');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.profile.saveChanges }));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent(MESSAGES.profile.updated);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('profile-banner')).toHaveTextContent('Asha Devi Rao');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/user/1')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Asha Devi',
      lastName: 'Rao',
      primaryEmail: null,
      primaryPhone: '9876543210',
      gender: 'FEMALE',
      dob: '1990-05-04T00:00:00.000Z',
      imageFile: null,
    });
  });

  it('sends a new photo as multipart and stays open on failure', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/manage/profile', {
      user: buildUser({ imageUrl: '/uploads/asha.webp' }),
      fetch: (url) =>
        url === '/user/1/partial'
          ? json({ success: false, error: { code: 'INTERNAL', message: 'boom' } }, 500)
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: MESSAGES.profile.editProfile }));
    const dialog = screen.getByRole('dialog');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText(MESSAGES.profile.changePhoto), photo);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.profile.saveChanges }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.profile.updateFailedModal,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/user/1/partial')!;
    expect(init?.method).toBe('PATCH');
    const form = init?.body as FormData;
    expect(form.get('imageUrl')).toBeInstanceOf(File);
    expect(form.get('firstName')).toBe('Asha');
    expect(form.has('primaryEmail')).toBe(false);
  });
});

describe('change password', () => {
  it('checks the new password and shows the server field errors', async () => {
    const user = userEvent.setup();
    renderApp('/manage/profile', {
      user: buildUser(),
      fetch: (url) =>
        url === '/user/update/password'
          ? json(
              {
                success: false,
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Invalid input',
                  fields: { currentPassword: 'Current password is incorrect' },
                },
              },
              400,
            )
          : undefined,
    });
    await user.type(await screen.findByLabelText('New Password'), 'newpass12');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass13');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass12');
    await user.type(screen.getByLabelText('Current Password'), 'oldpass12');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});
