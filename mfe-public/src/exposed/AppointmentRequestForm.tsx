import { registerTextLoaders } from '@clinic/platform';
import { NS, TEXTS } from '../texts';

/**
 * `mfe-public/AppointmentRequestForm`: the appointment request form for other remotes (the I-693
 * landing page embeds it), the one implementation, deployed with this remote. Its texts load with
 * it in the page's language; render it inside a Suspense boundary.
 */
registerTextLoaders({ [NS.forms]: TEXTS[NS.forms]! });

export { AppointmentRequestForm } from '../features/forms/AppointmentRequestForm';
