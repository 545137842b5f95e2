import type { CheckerMessageInput, LabPaymentInitiationInput, LabPaymentInitiationResponse, LabProductsResponse, PublicFormSuccess } from '@clinic/contracts';
import { parseReviewList, type ReviewList } from '@clinic/contracts';
import { api, pageLanguage } from '@clinic/platform';

/** The calls of mfe-public (public-site.md 7). Failures reject with the platform's ApiRequestError. */

/** E-mails the requirements checker's results card to the visitor (201 `{success, msg}`). */
export function sendCheckerEmail(message: CheckerMessageInput): Promise<PublicFormSuccess> {
  return api.call('POST /notifications/customer/trigger/conversation/', { body: message });
}

/** Sends an appointment request: the fields plus repeated `uploaded_files` (201 `{msg}`). */
export function submitAppointmentRequest(form: FormData): Promise<PublicFormSuccess> {
  return api.call('POST /appointments/', { body: form });
}

/** The lab and immunity products with their conflict pairs. */
export function fetchLabProducts(): Promise<LabProductsResponse> {
  return api.call('GET /payments/labs/products/');
}

/** Starts a lab payment (201 `{transaction_id, payment_link}`), with the page's language for the instructions e-mail. */
export function initiateLabPayment(request: LabPaymentInitiationInput): Promise<LabPaymentInitiationResponse> {
  return api.call('POST /payments/labs/initiate/', { body: { ...request, language: pageLanguage() } });
}

/**
 * The business reviews for the carousel. A read that swallows failure (public-site.md 7): null when
 * the call fails or the answer is not a review list, so the page shows no reviews rather than an error.
 */
export async function fetchReviews(signal?: AbortSignal): Promise<ReviewList | null> {
  try {
    return parseReviewList(await api.call('GET /reviews/g', { signal }));
  } catch {
    return null;
  }
}
