import type { LabPaymentInitiationInput, LabPaymentInitiationResponse, LabProductsResponse } from '@clinic/contracts';
import { api, pageLanguage } from '@clinic/platform';

/** The lab order's calls (public-site.md 7). Failures reject with the platform's ApiRequestError. */

/** The lab and immunity products with their conflict pairs. */
export function fetchLabProducts(): Promise<LabProductsResponse> {
  return api.call('GET /payments/labs/products/');
}

/** Starts a lab payment (201 `{transaction_id, payment_link}`), with the page's language for the instructions e-mail. */
export function initiateLabPayment(request: LabPaymentInitiationInput): Promise<LabPaymentInitiationResponse> {
  return api.call('POST /payments/labs/initiate/', { body: { ...request, language: pageLanguage() } });
}
