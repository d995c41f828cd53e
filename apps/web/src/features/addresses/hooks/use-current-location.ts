import { useCallback, useState } from 'react';

export type Position = { latitude: number; longitude: number };

/** The browser's position on request (spec §2 'Use Current Location'), with the §8 messages. */
export function useCurrentLocation() {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = useCallback((onFound: (position: Position) => void) => {
    if (!('geolocation' in navigator)) {
      setError('Geolocation is not supported by your browser.');
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
        setError('Unable to retrieve your location.');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }, []);

  return { locate, locating, error, clearError: useCallback(() => setError(null), []) };
}
