import { PRACTICE_NAME } from '@clinic/contracts';

/** The practice's listing on the maps service, opened (new tab) by "View All N Reviews". */
export const REVIEWS_LISTING_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PRACTICE_NAME)}`;
