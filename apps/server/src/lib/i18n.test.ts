import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OTP_LENGTH } from '@khidma/shared/constants';
import ar from '@khidma/shared/messages/ar.json';
import en from '@khidma/shared/messages/en.json';
import { MESSAGE_PARAMS } from '@khidma/shared/message-keys';
import { CART_MAX_ITEMS } from '@khidma/shared/cart-lines';
import { MAX_ADDRESSES } from '../modules/addresses/service';
import { retryIn } from '../plugins/rate-limit';
import { translate, type MessageKey, type MessageValues } from './i18n';

/** The values the server passes to each message that takes arguments; a message without arguments takes none. */
const statuses = ORDER_STATUSES.map((status) => ({ status }));
const passedValues: { [Key in MessageKey]?: MessageValues[] } = {
  'errors.routeNotFound': [{ method: 'GET', path: '/api/khidma/no_such_thing' }],
  'errors.checkout.visitTimeTaken': [{ visit: 'AC Repair' }],
  'errors.promo.minimum': [{ min: '5.000' }],
  'errors.refunds.tooMuch': [{ max: '1.500' }],
  'errors.refunds.gatewayRefused': [{ reason: 'The refund amount is more than the captured amount.' }],
  'messages.partners.rejectedSms': [{ reason: 'The certificate is unreadable.' }],
  'errors.rateLimit.tooManyRequests': [500, 1_000, 2_000, 5_000, 30_000, 60_000, 120_000, 3_600_000, 86_400_000].map(
    retryIn,
  ),
  'errors.health.notReachable': [{ names: 'database' }, { names: 'database, redis' }],
  'errors.areas.notServed': [{ area: 'Salmiya' }, { area: 'السالمية' }],
  'messages.duration.hours': [1, 2, 3, 8, 11].map((count) => ({ count })),
  'messages.duration.minutes': [0, 1, 2, 5, 15, 30, 45].map((count) => ({ count })),
  'messages.duration.both': [{ hours: '1 hr', minutes: '30 mins' }],
  'validation.atMost': [20, 50, 150].map((max) => ({ max })),
  'success.auth.codeSent': [{ digits: OTP_LENGTH }],
  'errors.cart.full': [{ max: CART_MAX_ITEMS }],
  'errors.addresses.limit': [{ max: MAX_ADDRESSES }],
  'errors.orders.cannotAssign': statuses,
  'errors.orders.alreadyInStatus': statuses,
  'errors.orders.cannotCancel': statuses,
  'errors.orders.cannotDecline': statuses,
  'errors.orders.cannotMove': ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to }))),
  'errors.orders.tooManyUnpaid': [{ max: '2' }],
  'errors.orders.tooManyOpen': [{ max: '5' }],
  'errors.orders.tooEarlyToTravel': [{ minutes: '120' }],
  'errors.orders.tooEarlyToReach': [{ minutes: '30' }],
  'errors.partners.timeOffOverJobs': [{ jobs: 'KH-7Q4M2XKD' }, { jobs: 'KH-7Q4M2XKD, KH-ABCDEFGH' }],
};

type Element = ReturnType<IntlMessageFormat['getAst']>[number];
const LITERAL = 0;

/** The names of a message's ICU arguments, inside plural, select and tag branches too. */
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if ('options' in element) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if ('children' in element) walk(element.children);
      else if (element.type !== LITERAL && 'value' in element) names.add(element.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const keys = Object.keys(en) as MessageKey[];
const arabic: Record<string, string> = ar;

describe('translate', () => {
  it('says a catalogue message in the language asked', () => {
    expect(translate('en', 'errors.unauthorized')).toBe('Please log in to continue.');
    expect(translate('ar', 'errors.unauthorized')).toBe('يُرجى تسجيل الدخول للمتابعة.');
  });

  it('passes any other text through unchanged', () => {
    expect(translate('ar', 'Email is required')).toBe('Email is required');
    expect(translate('ar', 'toString')).toBe('toString');
    expect(translate('ar', '__proto__')).toBe('__proto__');
  });

  it('fills ICU arguments, with Arabic plural forms', () => {
    expect(translate('en', 'errors.cart.full', { max: 30 })).toBe('Your cart can hold at most 30 services.');
    expect(translate('ar', 'errors.cart.full', { max: 30 })).toBe('يمكن أن تضم سلتك 30 خدمة كحد أقصى.');
    expect(translate('ar', 'errors.cart.full', { max: 2 })).toBe('يمكن أن تضم سلتك خدمتين كحد أقصى.');
    expect(translate('ar', 'errors.orders.cannotCancel', { status: 'Completed' })).toBe(
      'لا يمكن إلغاء طلب حالته «مكتمل».',
    );
  });

  it('fills in the business constants and the values a schema message carries', () => {
    expect(translate('en', 'validation.countryCode.example')).toBe('Enter a country code such as +965');
    expect(translate('ar', 'validation.countryCode.example')).toBe('أدخل رمز دولة مثل +965');
    expect(translate('en', 'validation.atMost?max=120')).toBe('At most 120 characters');
    expect(translate('en', 'validation.name.controlCharacters')).toBe('Name must not contain control characters');
    expect(translate('en', 'messages.auth.codeSent')).toBe('We sent a 4-digit code to your phone.');
  });
});

describe('the shared catalogue', () => {
  it('has exactly the same keys in Arabic as in English', () => {
    expect(Object.keys(ar).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s takes the same arguments in both languages, the ones the server passes', (key) => {
    const names = argumentNames(en[key], 'en');
    expect(argumentNames(arabic[key]!, 'ar')).toEqual(names);
    // The business constants (MESSAGE_PARAMS) are filled in by translate(); the rest come from the caller.
    const passed = names.filter((name) => !Object.hasOwn(MESSAGE_PARAMS, name));
    const examples = passedValues[key];
    if (passed.length) expect(examples, `${key} needs its values in passedValues`).toBeDefined();
    for (const values of examples ?? []) expect(Object.keys(values).sort()).toEqual(passed);
  });

  it.each(keys)('%s formats in English and in Arabic with every value the server passes', (key) => {
    for (const values of passedValues[key] ?? [undefined]) {
      const english = translate('en', key, values);
      const inArabic = translate('ar', key, values);
      expect(english).not.toBe(key);
      expect(english).not.toMatch(/[{}]/);
      expect(inArabic).toMatch(/[\u0600-\u06FF]/);
      expect(inArabic).not.toMatch(/[{}]/);
      // A status is named in Arabic, never left in English.
      for (const status of ORDER_STATUSES)
        if (Object.values(values ?? {}).includes(status)) {
          expect(inArabic).not.toContain(status);
        }
    }
  });
});
