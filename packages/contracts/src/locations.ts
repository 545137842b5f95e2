/**
 * The 13 service locations shown as map markers (public-site.md "Map"; section 9: 13 map locations
 * while the site text says 11 centers). Each marker has a name tooltip and a popup with the address
 * and a Direction button. svc-core seeds its `map_locations` table from this list.
 */
export interface MapLocation {
  /** Stable key. */
  code: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export const MAP_LOCATIONS = [
  { code: 'dublin', name: 'Dublin', address: '7600 Amador Valley Blvd, Suite 210, Dublin, CA 94568', lat: 37.7046, lng: -121.929 },
  { code: 'fremont', name: 'Fremont', address: '39500 Stevenson Pl, Suite 105, Fremont, CA 94539', lat: 37.552, lng: -121.9826 },
  { code: 'hayward', name: 'Hayward', address: '22455 Maple Ct, Suite 302, Hayward, CA 94541', lat: 37.6727, lng: -122.086 },
  { code: 'modesto', name: 'Modesto', address: '1525 McHenry Ave, Suite 201, Modesto, CA 95350', lat: 37.6594, lng: -120.9937 },
  { code: 'newark', name: 'Newark', address: '39899 Balentine Dr, Suite 120, Newark, CA 94560', lat: 37.5297, lng: -121.9995 },
  { code: 'oakland', name: 'Oakland', address: '3100 Telegraph Ave, Suite 220, Oakland, CA 94609', lat: 37.8209, lng: -122.2654 },
  { code: 'redwood', name: 'Redwood City', address: '2900 Whipple Ave, Suite 140, Redwood City, CA 94062', lat: 37.4774, lng: -122.236 },
  { code: 'santaclara', name: 'Santa Clara', address: '2250 El Camino Real, Suite 115, Santa Clara, CA 95050', lat: 37.3519, lng: -121.96 },
  { code: 'stockton', name: 'Stockton', address: '2626 N California St, Suite 204, Stockton, CA 95204', lat: 37.978, lng: -121.293 },
  { code: 'tracy', name: 'Tracy', address: '1120 W Grant Line Rd, Suite 108, Tracy, CA 95376', lat: 37.751, lng: -121.443 },
  { code: 'sanjose', name: 'San Jose', address: '2505 Samaritan Dr, Suite 402, San Jose, CA 95124', lat: 37.252, lng: -121.947 },
  { code: 'walnutcreek', name: 'Walnut Creek', address: '1450 Treat Blvd, Suite 230, Walnut Creek, CA 94597', lat: 37.9271, lng: -122.0475 },
  { code: 'merced', name: 'Merced', address: '3393 G St, Suite 104, Merced, CA 95340', lat: 37.329, lng: -120.4747 },
] as const satisfies readonly MapLocation[];
