// Address suggestions behind a small provider interface (DESIGN.md): Google Places when a browser key
// is configured, loaded on the first focus of an address field, in German and restricted to Germany.
// Free text is always accepted; a provider that fails to load leaves plain inputs.

export type AddressProvider = {
  /** Adds suggestions to `input`; `onPick` gets the formatted address (or the place's name). Returns a detach function. */
  attach(input: HTMLInputElement, onPick: (address: string) => void): Promise<() => void>;
};

type PlaceResult = { formatted_address?: string; name?: string };
type GoogleAutocomplete = {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
};
type GoogleMaps = {
  maps: {
    places: { Autocomplete: new (input: HTMLInputElement, options: Record<string, unknown>) => GoogleAutocomplete };
    event: { clearInstanceListeners(instance: unknown): void };
  };
};

declare global {
  interface Window {
    google?: GoogleMaps;
    gm_authFailure?: () => void;
    __kfMapsReady?: () => void;
  }
}

let loading: Promise<GoogleMaps> | null = null;
const attachedInputs = new Set<HTMLInputElement>();

/** Restores plain inputs after Google refused the key (it disables the fields it enhanced). */
function restorePlainInputs() {
  for (const input of attachedInputs) {
    input.disabled = false;
    input.removeAttribute('style');
    input.placeholder = '';
  }
}

function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  if (window.google?.maps?.places) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('maps timeout')), 10_000);
    window.__kfMapsReady = () => {
      window.clearTimeout(timer);
      if (window.google?.maps?.places) resolve(window.google);
      else reject(new Error('places missing'));
    };
    window.gm_authFailure = () => restorePlainInputs();
    const script = document.createElement('script');
    const params = new URLSearchParams({
      key,
      libraries: 'places',
      language: 'de',
      region: 'DE',
      loading: 'async',
      callback: '__kfMapsReady',
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('maps failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function googlePlacesProvider(key: string): AddressProvider {
  return {
    async attach(input, onPick) {
      const google = await loadGoogleMaps(key);
      const autocomplete = new google.maps.places.Autocomplete(input, {
        componentRestrictions: { country: 'de' },
        fields: ['formatted_address', 'name'],
      });
      attachedInputs.add(input);
      const listener = autocomplete.addListener('place_changed', () => {
        const place = autocomplete.getPlace();
        const address = place.formatted_address || place.name;
        if (address) onPick(address);
      });
      return () => {
        listener.remove();
        google.maps.event.clearInstanceListeners(autocomplete);
        attachedInputs.delete(input);
      };
    },
  };
}

/** The provider for a configured key, or null (plain inputs). */
export function addressProviderFor(key: string | null): AddressProvider | null {
  return key ? googlePlacesProvider(key) : null;
}
