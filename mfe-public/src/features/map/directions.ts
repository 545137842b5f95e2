/** Google Maps driving directions to a point, opened in a new tab by a marker's Direction button. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}&travelmode=driving`;
}
