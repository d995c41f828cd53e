import { useRef, useState } from 'react';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { EmailLoginForm } from '../components/email-login-form';
import { OtpStep } from '../components/otp-step';
import type { PhoneLoginForm as LoginPhone } from '@khidma/shared/schemas/auth';
import { PhoneLoginForm } from '../components/phone-login-form';
import { SignUpForm } from '../components/sign-up-form';

type Step =
  { kind: 'login'; method: 'email' | 'phone' } | { kind: 'signup' } | { kind: 'otp'; phone: LoginPhone; token: string };

const panels = {
  login: { title: 'auth.page.panel.login.title', text: 'auth.page.panel.login.text' },
  signup: { title: 'auth.page.panel.signup.title', text: 'auth.page.panel.signup.text' },
  otp: { title: 'auth.page.panel.otp.title', text: 'auth.page.panel.otp.text' },
} as const satisfies Record<Step['kind'], { title: MessageId; text: MessageId }>;

const headings = {
  login: 'auth.page.heading.login',
  signup: 'auth.page.heading.signup',
  otp: 'auth.page.heading.otp',
} as const satisfies Record<Step['kind'], MessageId>;

/**
 * /auth (spec §2, §4): 'Welcome Back' login by email or phone (then the 'Verify OTP' step) and 'Create Account'
 * sign-up. A stored entry never gets here (the route is guest-only); success stores it and goes to /.
 */
export function AuthPage() {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'login', method: 'email' });
  const heading = useRef<HTMLHeadingElement>(null);

  /**
   * A new step: its heading takes focus, so a screen reader announces where the user now is; the code step
   * focuses its first box instead (its legend names the phone).
   */
  const go = (next: Step) => {
    setStep(next);
    if (next.kind !== 'otp') requestAnimationFrame(() => heading.current?.focus());
  };

  const panel = panels[step.kind];
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-5">
        <aside className="bg-brand-700 px-6 py-8 text-white md:col-span-2 md:px-10 md:py-12">
          <p className="text-2xl font-bold">{t(panel.title)}</p>
          <p className="mt-3 text-brand-50">{t(panel.text)}</p>
        </aside>

        <div className="px-6 py-8 md:col-span-3 md:px-10 md:py-12">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {t(headings[step.kind])}
          </h1>

          <div className="mt-6">
            {step.kind === 'login' ? (
              <>
                <div
                  role="group"
                  aria-label={t('auth.page.loginMethod')}
                  className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
                >
                  {(['email', 'phone'] as const).map((method) => (
                    <button
                      key={method}
                      type="button"
                      aria-pressed={step.method === method}
                      onClick={() => setStep({ kind: 'login', method })}
                      className={`h-9 rounded-md text-sm font-semibold ${
                        step.method === method
                          ? 'bg-white text-brand-800 shadow-sm'
                          : 'text-slate-700 hover:text-slate-900'
                      }`}
                    >
                      {t(method === 'email' ? 'auth.page.method.email' : 'auth.page.method.phone')}
                    </button>
                  ))}
                </div>
                {step.method === 'email' ? (
                  <EmailLoginForm />
                ) : (
                  <PhoneLoginForm onCodeSent={(phone, token) => go({ kind: 'otp', phone, token })} />
                )}
              </>
            ) : null}
            {step.kind === 'otp' ? (
              <OtpStep
                phone={step.phone}
                token={step.token}
                onBackToEmail={() => go({ kind: 'login', method: 'email' })}
              />
            ) : null}
            {step.kind === 'signup' ? <SignUpForm /> : null}
          </div>

          <p className="mt-6 text-center text-sm text-slate-700">
            {step.kind === 'signup' ? (
              <button type="button" onClick={() => go({ kind: 'login', method: 'email' })} className="hover:underline">
                {t('auth.page.existingUser')}{' '}
                <span className="font-semibold text-brand-700">{t('auth.page.toLogin')}</span>
              </button>
            ) : (
              <button type="button" onClick={() => go({ kind: 'signup' })} className="hover:underline">
                {t('auth.page.newUser')} <span className="font-semibold text-brand-700">{t('auth.page.toSignUp')}</span>
              </button>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
