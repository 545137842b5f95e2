import type { I693Application, I693ApplicationPage, I693FileLink, I693Ordering, I693PatchInput } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The staff calls of the I-693 application list (back-office.md 7). Failures reject with the platform's ApiRequestError. */

export interface ApplicationListQuery {
  page: number;
  search?: string;
  is_active: boolean;
  ordering: I693Ordering;
  dosage_pending?: boolean;
  tb_positive?: boolean;
  appointment_office?: string;
  /** YYYY-MM-DD. */
  appointment_date?: string;
}

/** One page of applications; filters left undefined are not sent. */
export function fetchApplications(query: ApplicationListQuery, signal?: AbortSignal): Promise<I693ApplicationPage> {
  return api.call('GET /i693-application/', { query, signal });
}

/** Saves the edit panel's fields; answers the application as it now is. */
export function updateApplication(uuid: string, patch: I693PatchInput): Promise<I693Application> {
  return api.call('PATCH /i693-application/:id/', { params: { id: uuid }, body: patch });
}

/** Archives (`false`) or unarchives (`true`) an application. */
export function setApplicationActive(uuid: string, isActive: boolean): Promise<I693Application> {
  return api.call('PATCH /i693-application/:id/', { params: { id: uuid }, body: { is_active: isActive } });
}

/** A short-lived link to the front or back of the applicant's photo ID, with its content type. */
export function fetchIdDocumentLink(uuid: string, side: 'front' | 'back', signal?: AbortSignal): Promise<I693FileLink> {
  return api.call('GET /i693-application/:id/file/', { params: { id: uuid }, query: { 'file-type': side }, signal });
}

/** E-mails the client a request to review the practice; answers the message to show. */
export function requestReview(uuid: string): Promise<{ msg: string }> {
  return api.call('POST /i693-application/:id/review/request/', { params: { id: uuid } });
}

/** Texts the client a payment reminder. */
export function sendPaymentSms(uuid: string): Promise<{ msg: string }> {
  return api.call('POST /i693-application/:id/send-payment-sms/', { params: { id: uuid } });
}
