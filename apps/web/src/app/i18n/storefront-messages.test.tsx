import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/catalog/routes/home-page';
import { ServiceDetailPage } from '@/features/catalog/routes/service-detail-page';
import { ServicesListPage } from '@/features/catalog/routes/services-list-page';
import { customer, envelope, makeService } from '@/test/catalog-fixtures';
import { renderWithApp, stubApi } from '@/test/render';
import { writeEntry } from '@/lib/session-entry';
import { RootLayout } from '../layout/root-layout';

const service = makeService({ _id: 'a1', ServiceName: 'AC Gas Refill', reviewscount: 3 });
const category = { _id: 'c1', SrvCategoryName: 'AC Repair', Image: '/images/ac.webp' };

/** The messages the translator could not find while `/` rendered. */
function missingMessages() {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => errors.mock.calls.map((call) => String(call[0])).filter((line) => /MISSING_TRANSLATION/.test(line));
}

function renderHome() {
  return renderWithApp(
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
      </Route>
    </Routes>,
    { storefrontOnly: true },
  );
}

describe("`/` with the messages its parts bring (the first chunk's and the storefront's)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('says every text of the home page, the header and the footer, for a signed-in reader too', async () => {
    const missing = missingMessages();
    writeEntry(customer);
    vi.stubGlobal(
      'fetch',
      stubApi({
        srv_category_list: envelope([category]),
        top_rated_service_list: envelope([service]),
        best_seller_service_list: envelope([service]),
        logo_list: envelope([]),
        reviews_list: envelope([{ _id: 'r1', rating: 5, review: 'Great', userName: 'Amal' }]),
        [`cart/${customer._id}`]: envelope({ items: [service], removed: [] }),
      }).fetchStub,
    );
    renderHome();
    expect((await screen.findAllByText('AC Repair')).length).toBeGreaterThan(0);
    // The sections below the fold arrive after the first paint, in chunks of their own; the keyboard brings them.
    fireEvent.focusIn(document.body);
    expect(await screen.findByText('Amal', {}, { timeout: 4000 })).toBeInTheDocument();
    expect((await screen.findAllByText('AC Gas Refill', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
    expect(missing()).toEqual([]);
  }, 15_000);

  it('says its failure and empty states too', async () => {
    const missing = missingMessages();
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderHome();
    fireEvent.focusIn(document.body);
    expect(await screen.findAllByRole('button', { name: /try again|retry/i })).not.toHaveLength(0);
    expect(missing()).toEqual([]);
  });

  it('says every text of a services list and a service, which bring no messages of their own', async () => {
    const missing = missingMessages();
    writeEntry(customer);
    vi.stubGlobal(
      'fetch',
      stubApi({
        logo_list: envelope([]),
        'service_by_sub_category/s1': envelope([service, makeService({ _id: 'a2', ServiceName: 'AC Repair' })]),
        'services/a1': envelope(service),
        [`cart/${customer._id}`]: envelope({ items: [service], removed: [] }),
      }).fetchStub,
    );
    const page = (path: string, element: React.ReactNode, route: string) =>
      renderWithApp(
        <Routes>
          <Route element={<RootLayout />}>
            <Route path={route} element={element} />
          </Route>
        </Routes>,
        { storefrontOnly: true, path },
      );
    const list = page('/services/s1/AC%20Services', <ServicesListPage />, '/services/:subCategoryId/:categoryName');
    expect(await screen.findByRole('heading', { name: 'AC Repair' })).toBeInTheDocument();
    list.unmount();
    page('/service/a1/s1', <ServiceDetailPage />, '/service/:serviceId/:subCategoryId?');
    expect(await screen.findByRole('heading', { level: 1, name: 'AC Gas Refill' })).toBeInTheDocument();
    expect((await screen.findAllByText('AC Repair')).length).toBeGreaterThan(0);
    expect(missing()).toEqual([]);
  });
});
