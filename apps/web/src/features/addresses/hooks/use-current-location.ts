import { useCallback, useState } from 'react';
import type { MessageId } from '@/lib/i18n/use-t';

export type Position = { latitude: number; longitude: number };

/**
 * The browser's position on request (spec §2 'Use Current Location'). `error` is the catalogue key of the §8
 * message, so it is shown in the language of the moment.
 */
export function useCurrentLocation() {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<MessageId | null>(null);

  const locate = useCallback((onFound: (position: Position) => void) => {
    if (!('geolocation' in navigator)) {
      setError('addresses.location.unsupported');
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      () => {
        setLocating(false);
        setError('addresses.location.failed');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }, []);

  return { locate, locating, error, clearError: useCallback(() => setError(null), []) };
}
