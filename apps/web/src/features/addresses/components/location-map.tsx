import 'leaflet/dist/leaflet.css';
import './location-map.css';
import { useEffect } from 'react';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { MAP_AREA_ZOOM, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_HEIGHT_PX, MAP_SELECTED_ZOOM } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import type { MapConfig } from '../api/get-map-config';
import type { Position } from '../hooks/use-current-location';

type LocationMapProps = {
  config: MapConfig | undefined;
  selected: Position | null;
  /** Without it the map only shows `selected` (a partner's job): clicks and keys choose nothing. */
  onSelect?: (position: Position) => void;
  describedBy?: string;
  /** The map's accessible name; 'Map: choose the service location' by default. */
  label?: string;
  /** The chosen area's centre: the map goes there (until a point is chosen). */
  focus?: { lat: number; lng: number } | null;
};

const BOUNDS_PADDING_DEGREES = 0.5;
const padded = ([[south, west], [north, east]]: MapConfig['bounds']): [[number, number], [number, number]] => [
  [south - BOUNDS_PADDING_DEGREES, west - BOUNDS_PADDING_DEGREES],
  [north + BOUNDS_PADDING_DEGREES, east + BOUNDS_PADDING_DEGREES],
];

/** Clicks choose a point; with the keyboard, Enter or Space on the focused map chooses its centre. */
function SelectionEvents({ onSelect }: { onSelect: (position: Position) => void }) {
  const map = useMapEvents({
    click: (event) => onSelect({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    keydown: (event) => {
      const key = (event.originalEvent as KeyboardEvent).key;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      const centre = map.getCenter();
      onSelect({ latitude: centre.lat, longitude: centre.lng });
    },
  });
  return null;
}

/** Zoom 15 on the chosen point whenever it changes (spec §9). */
function FollowSelection({ selected }: Pick<LocationMapProps, 'selected'>) {
  const map = useMap();
  useEffect(() => {
    if (selected) map.setView([selected.latitude, selected.longitude], MAP_SELECTED_ZOOM);
  }, [map, selected]);
  return null;
}

/** Go to the chosen area's centre whenever it changes. */
function FollowFocus({ focus }: Pick<LocationMapProps, 'focus'>) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.setView([focus.lat, focus.lng], MAP_AREA_ZOOM);
  }, [map, focus]);
  return null;
}

/**
 * The address map (Leaflet): 400 px high, on Kuwait City (GET map_config's centre) or the chosen area until a point
 * is chosen, and kept to the box around Kuwait. Tiles come from the server's
 * configuration; offline they fail to load and clicks still choose a point. In Arabic the zoom buttons sit at the
 * top right (where the page starts) and the attribution at the bottom left; the map itself pans as maps do.
 */
export function LocationMap({ config, selected, onSelect, describedBy, label, focus }: LocationMapProps) {
  const t = useT();
  const rtl = useLocale().locale === 'ar';
  const opening = focus ?? config?.center ?? MAP_DEFAULT_CENTER;
  const centre = selected ? [selected.latitude, selected.longitude] : [opening.lat, opening.lng];
  return (
    <div role="group" aria-label={label ?? t('addresses.map.label')} aria-describedby={describedBy}>
      <MapContainer
        center={centre as [number, number]}
        zoom={selected ? MAP_SELECTED_ZOOM : focus ? MAP_AREA_ZOOM : MAP_DEFAULT_ZOOM}
        // A little room around Kuwait's box, so its edges can still be centred.
        maxBounds={config ? padded(config.bounds) : undefined}
        minZoom={7}
        style={{ height: MAP_HEIGHT_PX }}
        className="z-0 w-full rounded-xl border border-slate-200"
        zoomControl={false}
        attributionControl={false}
      >
        {/* Keyed by the language: Leaflet reads a control's position and titles once. */}
        <ZoomControl
          key={`zoom-${rtl ? 'rtl' : 'ltr'}`}
          position={rtl ? 'topright' : 'topleft'}
          zoomInTitle={t('addresses.map.zoomIn')}
          zoomOutTitle={t('addresses.map.zoomOut')}
        />
        <AttributionControl key={`attribution-${rtl ? 'rtl' : 'ltr'}`} position={rtl ? 'bottomleft' : 'bottomright'} />
        {config ? <TileLayer url={config.tileUrl} attribution={config.attribution} /> : null}
        {onSelect ? <SelectionEvents onSelect={onSelect} /> : null}
        <FollowSelection selected={selected} />
        <FollowFocus focus={focus} />
        {selected ? (
          <CircleMarker
            center={[selected.latitude, selected.longitude]}
            radius={10}
            pathOptions={{ color: '#0f766e', fillColor: '#14b8a6', fillOpacity: 0.8, weight: 3 }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
