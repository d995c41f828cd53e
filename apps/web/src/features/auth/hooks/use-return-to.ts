import { safeReturnTo } from '@khidma/shared/return-to';
import { useSearchParams } from 'react-router';

/** The `returnTo` of the login page's address, when it is a path of this site (packages/shared/return-to.ts). */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo'));
}
