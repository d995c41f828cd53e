import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { AuthPage } from './auth-page';

const user = {
  _id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
  country_code: '+91',
  phone: '9876543210',
  userImage: '',
  role: 'customer' as const,
};

afterEach(() => vi.unstubAllGlobals());

function withApi(routes: Parameters<typeof stubApi>[0]) {
  const stub = stubApi({ csrf: { body: { code: 200, message: 'OK', results: { token: 't' } } }, ...routes });
  vi.stubGlobal('fetch', vi.fn(stub.fetchStub));
  return stub;
}

const bodyOf = (calls: ReturnType<typeof stubApi>['calls'], path: string) =>
  JSON.parse(String(calls.find((call) => call.url.endsWith(path))?.init?.body)) as Record<string, unknown>;

describe('AuthPage', () => {
  it('logs in with email and stores the entry', async () => {
    const { calls } = withApi({ login_with_email: { body: { code: 200, message: 'OK', results: user } } });
    const { store } = renderWithApp(<AuthPage />, { path: '/auth' });
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(store.getState().session.user).toEqual(user));
    expect(JSON.parse(localStorage.getItem('entry')!)).toEqual(user);
    expect(bodyOf(calls, 'login_with_email')).toEqual({ email: 'asha@example.com', password: 'secret-pass' });
  });

  it('shows the login messages, the server message in red, and the network message', async () => {
    withApi({ login_with_email: { status: 401, body: { code: 401, message: 'Invalid email or password.' } } });
    renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed! Invalid email or password.'),
    );
    expect(screen.getByRole('alert')).toHaveClass('text-red-700');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Network error. Please try again.$/));
  });

  it('shows every sign-up message of spec §5', async () => {
    withApi({});
    renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'New user? Sign Up' }));
    // The heading takes focus on the next frame, after the new form has rendered.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Create Account' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'Phone number is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abd');
    await userEvent.type(screen.getByLabelText('Phone Number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Invalid email address',
      'Password must be at least 6 characters',
      'Passwords do not match',
      'Enter a valid mobile number.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Existing user? Login' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends a phone code, then verifies the four boxes with the challenge token', async () => {
    const { calls } = withApi({
      send_otp: { body: { code: 200, message: 'OK', results: { token: 'challenge-token' } } },
      verifylogin: { body: { code: 200, message: 'OK', results: user } },
    });
    const { store } = renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter a valid mobile number.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone Number'), '5123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 4-digit code sent to your phone')).toBeInTheDocument();
    expect(bodyOf(calls, 'send_otp')).toEqual({ country_code: '+965', phone: '51234567' });

    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Enter the 4-digit code')).toBeInTheDocument();

    const boxes = [1, 2, 3, 4].map((index) => screen.getByLabelText(`Digit ${index} of 4`));
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard('1a2');
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect((boxes[1] as HTMLInputElement).value).toBe('');

    fireEvent.paste(boxes[1]!, { clipboardData: { getData: () => ' 4 8 2 1 ' } });
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    expect(boxes[3]).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(store.getState().session.user).toEqual(user));
    const verifyCall = calls.find((call) => call.url.endsWith('verifylogin'))!;
    expect(JSON.parse(String(verifyCall.init?.body))).toEqual({
      country_code: '+965',
      phone: '51234567',
      otp: '4821',
    });
    expect((verifyCall.init?.headers as Record<string, string>).authorization).toBe('Bearer challenge-token');
  });

  it("returns from 'Verify OTP' to email login", async () => {
    withApi({ send_otp: { body: { code: 200, message: 'OK', results: { token: 't' } } } });
    renderWithApp(<AuthPage />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone Number'), '5123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Login with Email' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});

describe('where login goes', () => {
  const renderStarts = () =>
    renderWithApp(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/admin" element={<p>Admin console</p>} />
        <Route path="/partner" element={<p>Partner jobs</p>} />
      </Routes>,
      { path: '/auth' },
    );

  it.each([
    ['customer', 'Home page'],
    ['admin', 'Admin console'],
    ['partner', 'Partner jobs'],
  ] as const)('takes a %s to their start page', async (role, page) => {
    withApi({ login_with_email: { body: { code: 200, message: 'OK', results: { ...user, role } } } });
    renderStarts();
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it('takes a partner who logs in by phone to their jobs', async () => {
    withApi({
      send_otp: { body: { code: 200, message: 'OK', results: { token: 'challenge-token' } } },
      verifylogin: { body: { code: 200, message: 'OK', results: { ...user, role: 'partner' } } },
    });
    renderStarts();
    await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
    await userEvent.type(screen.getByLabelText('Phone Number'), '5123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const first = await screen.findByLabelText('Digit 1 of 4');
    fireEvent.paste(first, { clipboardData: { getData: () => '4821' } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Partner jobs')).toBeInTheDocument();
  });
});
