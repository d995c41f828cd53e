import 'leaflet/dist/leaflet.css';
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
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_HEIGHT_PX, MAP_SELECTED_ZOOM } from '@/lib/constants';
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
};

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

/**
 * The address map (Leaflet): 400 px high, India at zoom 5 until a point is chosen. Tiles come from the server's
 * configuration; offline they fail to load and clicks still choose a point. In Arabic the zoom buttons sit at the
 * top right (where the page starts) and the attribution at the bottom left; the map itself pans as maps do.
 */
export function LocationMap({ config, selected, onSelect, describedBy, label }: LocationMapProps) {
  const t = useT();
  const rtl = useLocale().locale === 'ar';
  const centre = selected ? [selected.latitude, selected.longitude] : [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng];
  return (
    <div role="group" aria-label={label ?? t('addresses.map.label')} aria-describedby={describedBy}>
      <MapContainer
        center={centre as [number, number]}
        zoom={selected ? MAP_SELECTED_ZOOM : MAP_DEFAULT_ZOOM}
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
