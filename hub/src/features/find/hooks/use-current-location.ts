import { useCallback, useState } from 'react';
import type { LatLng } from '@tradeshub/sdk';

export type LocationStatus = { state: 'idle' } | { state: 'locating' } | { state: 'failed'; message: string };

const GEOLOCATION_TIMEOUT_MS = 10_000;
// Where a customer is within a few hundred metres is plenty, and a cached fix is faster.
const MAX_FIX_AGE_MS = 5 * 60 * 1000;

function messageFor(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'Location access is turned off for Tradeshub. Allow it in your browser settings, or type your town or postcode instead.';
    case error.TIMEOUT:
      return 'Finding your location took too long. Try again, or type your town or postcode instead.';
    default:
      return 'We could not find your location. Type your town or postcode instead.';
  }
}

/** Asks the browser where the customer is; says plainly what to do when it cannot tell. */
export function useCurrentLocation(onLocated: (point: LatLng) => void) {
  const [status, setStatus] = useState<LocationStatus>({ state: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus({ state: 'failed', message: 'This browser cannot share your location. Type your town or postcode instead.' });
      return;
    }
    setStatus({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus({ state: 'idle' });
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setStatus({ state: 'failed', message: messageFor(error) }),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: MAX_FIX_AGE_MS },
    );
  }, [onLocated]);
  const dismiss = useCallback(() => setStatus({ state: 'idle' }), []);
  return { status, locate, dismiss };
}
