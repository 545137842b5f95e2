import type { CheckerMessageInput, PublicFormSuccess } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The public forms' calls (public-site.md 7). Failures reject with the platform's ApiRequestError. */

/** E-mails the requirements checker's results card to the visitor (201 `{success, msg}`). */
export function sendCheckerEmail(message: CheckerMessageInput): Promise<PublicFormSuccess> {
  return api.call('POST /notifications/customer/trigger/conversation/', { body: message });
}

/** Sends an appointment request: the fields plus repeated `uploaded_files` (201 `{msg}`). */
export function submitAppointmentRequest(form: FormData): Promise<PublicFormSuccess> {
  return api.call('POST /appointments/', { body: form });
}
