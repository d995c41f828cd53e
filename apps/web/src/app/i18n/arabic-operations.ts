import admin from '@/features/admin/messages/ar.json';
import partnerPortal from '@/features/partner-portal/messages/ar.json';

/** The Arabic of the admin console and the partner portal: one chunk, loaded with the first of their pages. */
export async function loadArabicOperations() {
  return { ...admin, ...partnerPortal };
}
