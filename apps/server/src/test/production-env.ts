/**
 * The least a production configuration needs (config.ts refuses to start without it), for tests of production:
 * no local stand-in (the test opens its own database and writes uploads to a temporary folder, so those two are
 * only named here).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  UPAYMENTS_API_KEY: 'live-merchant-key-0123456789',
  DATABASE_URL: 'postgres://khidma@db.example.invalid/khidma',
  ALLOW_DISK_STORAGE: 'true',
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'twilio-test-token',
  TWILIO_FROM: '+15550000000',
  WHATSAPP_DRIVER: 'twilio',
  WHATSAPP_FROM: '+15550000001',
  EMAIL_DRIVER: 'smtp',
  SMTP_URL: 'smtp://mailer.example.invalid:587',
} as const;
