import { useCallback, useEffect, useState } from 'react';

export type GeolocationState =
  | { status: 'asking' }
  | { status: 'granted'; latitude: number; longitude: number }
  | { status: 'denied' }
  | { status: 'error'; message: string };

/**
 * Asks the browser for the position once on mount, and again on `request()` (the 'Allow Location Access'
 * button). A refusal is 'denied'; no geolocation or a failed lookup is 'error' with spec §8's messages.
 */
export function useGeolocation() {
  const [state, setState] = useState<GeolocationState>({ status: 'asking' });

  const request = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'error', message: 'Geolocation is not supported by your browser.' });
      return;
    }
    setState({ status: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({ status: 'granted', latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        setState(
          error.code === error.PERMISSION_DENIED
            ? { status: 'denied' }
            : { status: 'error', message: 'Unable to retrieve your location.' },
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => {
    request();
  }, [request]);

  return { state, request };
}
