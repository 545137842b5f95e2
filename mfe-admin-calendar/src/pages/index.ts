import type { RemotePages } from '@clinic/platform';
import { DoctorAvailabilityPage } from './DoctorAvailabilityPage';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: RemotePages = {
  'admin-doctor-availability': DoctorAvailabilityPage,
};
