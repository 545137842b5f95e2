/** The practice's identity and contact details, shown in the site chrome and in page texts ({email}, {phone}). */
export const PRACTICE_NAME = 'Bay Area Immigration Medical Exams';
export const SUPPORT_EMAIL = 'support@clinic.local';
export const SUPPORT_PHONE = '(510) 555-0142';
export const FAX = '(510) 555-0143';

/** The admin shell greets admins with this fixed first name and everyone else with their own first_name. */
export const ADMIN_GREETING_NAME = 'Doctor';

/** Origin of the embedded explainer videos (privacy-enhanced YouTube); the gateway's CSP allows frames from it. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** A `tel:` link for a US phone number written in any format, e.g. (510) 555-0142 -> tel:+15105550142. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;
}

/** A US number written with separators or none (+1 optional) and nothing else; area code and exchange start with 2 to 9. */
const US_PHONE = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/** A phone as people read it: a US number as (510) 555-0100 however it was typed, any other as given. */
export function formatPhone(phone: string): string {
  const us = US_PHONE.exec(phone.trim());
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone.trim();
}

/** The practice's listing on the maps service: "View All N Reviews" opens it, review requests link to it. */
export const REVIEWS_LISTING_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PRACTICE_NAME)}`;
