import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import { createStore } from '../store';
import { english, loadOperationsMessages } from './catalogue';
import { I18nProvider } from './i18n-provider';
import { WithCatalogue } from './with-catalogue';

function Probe() {
  const t = useT();
  const { setLocale } = useLocale();
  return (
    <>
      <h1>{t('partner-portal.jobs.title')}</h1>
      <p>{t('app.header.cart')}</p>
      <button type="button" onClick={() => void setLocale('ar')}>
        ar
      </button>
    </>
  );
}

describe('WithCatalogue', () => {
  it("adds the partner portal's messages to the site's, in the reader's language, and follows a switch", async () => {
    // The catalogue's download settles inside act, as a test must let React see a suspended render resume.
    await act(async () => {
      render(
        <Provider store={createStore()}>
          <I18nProvider initial={{ locale: 'en', messages: english }}>
            <Suspense fallback={<p>Loading</p>}>
              <WithCatalogue app="partnerPortal">
                <Probe />
              </WithCatalogue>
            </Suspense>
          </I18nProvider>
        </Provider>,
      );
      await loadOperationsMessages('partnerPortal', 'en');
    });
    // The site's English catalogue (the first chunk) does not hold the portal's texts.
    expect(english).not.toHaveProperty(['partner-portal.jobs.title']);
    expect(await screen.findByRole('heading', { name: 'My jobs' })).toBeInTheDocument();
    expect(screen.getByText('Cart')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'ar' })));
    expect(await screen.findByRole('heading', { name: 'مهامي' })).toBeInTheDocument();
    expect(screen.getByText('السلة')).toBeInTheDocument();
  });
});
