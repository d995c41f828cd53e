import admin from '@/features/admin/messages/en.json';
import partnerPortal from '@/features/partner-portal/messages/en.json';

/** The English of the admin console and the partner portal: one chunk, loaded with the first of their pages. */
export async function loadEnglishOperations() {
  return { ...admin, ...partnerPortal };
}
