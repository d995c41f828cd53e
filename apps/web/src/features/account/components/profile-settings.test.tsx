import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { ProfileSettings } from './profile-settings';

afterEach(() => vi.unstubAllGlobals());

describe('ProfileSettings', () => {
  it('asks for the current password only once the email changes, and sends it with the new email', async () => {
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      [`PUT update_user/${testUser._id}`]: {
        body: {
          code: 200,
          message: 'Profile updated successfully.',
          results: { ...testUser, email: 'new@example.com' },
        },
      },
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithApp(<ProfileSettings user={testUser} />);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('update_user'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'the-old-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('update_user'))).toBe(true));
    const body = calls.find((call) => call.url.includes('update_user'))?.init?.body;
    expect(JSON.parse(String(body))).toEqual({
      name: testUser.name,
      email: 'new@example.com',
      userImage: '',
      currentPassword: 'the-old-one',
    });
  });

  it('saves a new name alone without asking for anything', async () => {
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      [`PUT update_user/${testUser._id}`]: {
        body: { code: 200, message: 'Profile updated successfully.', results: { ...testUser, name: 'Asha R' } },
      },
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithApp(<ProfileSettings user={testUser} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Asha R' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('update_user'))).toBe(true));
    const body = calls.find((call) => call.url.includes('update_user'))?.init?.body;
    expect(JSON.parse(String(body))).toEqual({ name: 'Asha R', email: testUser.email, userImage: '' });
  });
});
