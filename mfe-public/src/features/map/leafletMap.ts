/**
 * The Leaflet part of the locations map. Loaded with a dynamic import when the map section comes
 * near the viewport, so Leaflet and its stylesheet stay out of the page's initial JavaScript.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapLocation } from '@clinic/contracts';
import { directionsUrl } from './directions';

export interface MapTexts {
  /** The Direction button's text. */
  direction: string;
  /** The Direction button's accessible name for a location (says it opens a new tab). */
  directionLabel: (name: string) => string;
  /** `ltr` or `rtl`: the direction of the popups' text. */
  dir: 'ltr' | 'rtl';
}

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

// A pin drawn in SVG: Leaflet's default icon refers to image URLs that bundlers do not rewrite.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 40" width="28" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#0b5cad" stroke="#ffffff" stroke-width="2"/>' +
  '<circle cx="14" cy="14" r="5" fill="#ffffff"/></svg>';

const markerIcon = L.divIcon({
  className: 'clinic-map-marker',
  html: PIN_SVG,
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  popupAnchor: [0, -36],
  tooltipAnchor: [0, -36],
});

// Pans the map so that an open popup clears the zoom buttons in the top-left corner.
const POPUP_OPTIONS: L.PopupOptions = { maxWidth: 240, autoPanPaddingTopLeft: L.point(52, 12), autoPanPaddingBottomRight: L.point(12, 12) };

function popupContent(location: MapLocation, texts: MapTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'clinic-map-popup';
  box.dir = texts.dir;
  const name = document.createElement('strong');
  name.textContent = location.name;
  const address = document.createElement('address');
  // Isolated left-to-right inline, so the line still follows the popup's alignment on right-to-left pages.
  const line = document.createElement('bdi');
  line.dir = 'ltr';
  line.textContent = location.address;
  address.append(line);
  const link = document.createElement('a');
  link.className = 'clinic-map-direction';
  link.href = directionsUrl(location.lat, location.lng);
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = texts.direction;
  link.setAttribute('aria-label', texts.directionLabel(location.name));
  box.append(name, address, link);
  return box;
}

/**
 * Draws the map with one marker per location (name tooltip, popup with the address and the
 * Direction button) into `element`; no dragging and no scroll-wheel zoom. `texts()` is read each
 * time a popup opens, so a language change needs no redraw. Returns the function that removes it.
 */
export function mountLocationsMap(element: HTMLElement, locations: readonly MapLocation[], texts: () => MapTexts): () => void {
  const map = L.map(element, { dragging: false, scrollWheelZoom: false, tapHold: false });
  // The view first: layers added to a map without one are only drawn later, and the markers' elements are needed now.
  map.fitBounds(L.latLngBounds(locations.map((l) => [l.lat, l.lng] as [number, number])), { padding: [32, 32] });
  L.tileLayer(TILE_URL, { maxZoom: 18, attribution: ATTRIBUTION }).addTo(map);
  for (const location of locations) {
    const marker = L.marker([location.lat, location.lng], { icon: markerIcon, keyboard: true, riseOnHover: true })
      .bindTooltip(location.name, { direction: 'top' })
      .bindPopup(() => popupContent(location, texts()), POPUP_OPTIONS)
      .addTo(map);
    const pin = marker.getElement();
    pin?.setAttribute('aria-label', location.name);
    pin?.setAttribute('data-location', location.code);
  }
  return () => {
    map.remove();
  };
}
