/** The least a production configuration needs (config.ts refuses to start without it), for tests of production. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  UPAYMENTS_API_KEY: 'live-merchant-key-0123456789',
} as const;
