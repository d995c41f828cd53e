import { describe, expect, it } from 'vitest';
import { isPagePath } from './pages';

describe('isPagePath', () => {
  it('knows every page of the route table, with its parameters', () => {
    for (const path of [
      '/',
      '/service/5a0b/0d9b',
      '/service/5a0b',
      '/services/0d9b/AC%20Services',
      '/registerpartner',
      '/faq/orders',
      '/auth/',
      '/About',
      '/order/KH-7Q4M2XKD',
      '/payment/success/KH-7Q4M2XKD',
      '/payment/canceled/KH-7Q4M2XKD',
      '/account/profile',
      '/admin',
      '/admin/',
      '/admin/orders/KH-7Q4M2XKD',
      '/partner',
      '/partner/jobs/KH-7Q4M2XKD',
      '/Partner/profile',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('refuses paths no route declares', () => {
    for (const path of [
      '/nope',
      '/service',
      '/services/0d9b',
      '/service/a/b/c',
      '/faq',
      '/faq/orders/x',
      '/account',
      '/payment/success',
      '/images/x.webp',
      '/administrator',
      '/partners',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
