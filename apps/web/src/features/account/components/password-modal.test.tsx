import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { PasswordModal } from './password-modal';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PasswordModal', () => {
  it("shows 'Password Updated!', closes after 1.5 s and a 300 ms fade, and resets", async () => {
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      update_password: { body: { code: 200, message: 'Your password has been successfully updated.', results: null } },
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    // The success timers start as the answer arrives; the clock also runs on by itself for the awaits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    const phone = { country_code: '+965', phone: '50012345' };
    renderWithApp(<PasswordModal open onClose={onClose} email="asha@example.com" phone={phone} />);

    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    // The session alone changes nothing: the current password proves it is the owner.
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'the-old-one' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a-new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a-new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated!')).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully updated.')).toBeInTheDocument();
    const body = calls.find((call) => call.url.endsWith('update_password'))?.init?.body;
    expect(JSON.parse(String(body))).toEqual({
      email: 'asha@example.com',
      password: 'a-new-secret',
      currentPassword: 'the-old-one',
    });

    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByRole('dialog')).not.toHaveClass('opacity-0');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('dialog')).toHaveClass('opacity-0');
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("proves the owner with a code texted to the account's phone instead, and shows the server's refusal", async () => {
    const { calls, fetchStub } = stubApi({
      csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } },
      send_otp: { body: { code: 200, message: 'Sent', results: { token: 'challenge-token' } } },
      update_password: {
        status: 403,
        body: {
          code: 403,
          message: 'Invalid or expired code. Please try again.',
          results: null,
          errors: { otp: 'Invalid or expired code. Please try again.' },
        },
      },
    });
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    const phone = { country_code: '+965', phone: '50012345' };
    renderWithApp(<PasswordModal open onClose={vi.fn()} email="asha@example.com" phone={phone} />);

    fireEvent.click(screen.getByRole('button', { name: 'No password? Text me a code' }));
    expect(await screen.findByText('We sent a code to your phone. Enter it to confirm it is you.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('send_otp'))?.init?.body;
    expect(JSON.parse(String(sent))).toEqual(phone);

    fireEvent.change(screen.getByLabelText('Code from your phone'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'a-new-secret' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'a-new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findAllByText('Invalid or expired code. Please try again.')).not.toHaveLength(0);
    const body = calls.find((call) => call.url.endsWith('update_password'))?.init?.body;
    expect(JSON.parse(String(body))).toEqual({
      email: 'asha@example.com',
      password: 'a-new-secret',
      otp: '1234',
      otpToken: 'challenge-token',
    });
  });
});
