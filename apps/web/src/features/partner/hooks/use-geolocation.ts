import { useCallback, useEffect, useState } from 'react';

/** Why no position came: the browser has no geolocation, or the lookup failed (spec §8's two messages). */
export type GeolocationFailure = 'unsupported' | 'unavailable';

export type GeolocationState =
  | { status: 'asking' }
  | { status: 'granted'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'error'; reason: GeolocationFailure };

/**
 * Asks the browser for the position once on mount, and again on `request()` (the 'Allow Location Access'
 * button). A refusal is 'denied'; no geolocation or a failed lookup is 'error' with its reason, which the page
 * says in the reader's language.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'asking' });

  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', reason: 'unsupported' });
      return;
    }
    setState({ status: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({ status: 'granted', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        setState(
          error.code === error.PERMISSION_DENIED ? { status: 'denied' } : { status: 'error', reason: 'unavailable' },
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => {
    request();
  }, [request]);

  return { state, request };
}
