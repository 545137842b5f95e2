import type { AdminLabProduct, AdminLabProductList, AdminPracticeSettings, LabProductUpdate, PracticeSettingsInput } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The Settings screen's calls (admins only; the server checks). Failures reject with the platform's ApiRequestError. */

export function fetchPracticeSettings(signal?: AbortSignal): Promise<AdminPracticeSettings> {
  return api.call('GET /admin/settings/', { signal });
}

/** Saves the whole document; the reply is the stored settings and what is still missing. */
export function savePracticeSettings(settings: PracticeSettingsInput): Promise<AdminPracticeSettings> {
  return api.call('PUT /admin/settings/', { body: settings });
}

export function fetchLabCatalogue(signal?: AbortSignal): Promise<AdminLabProductList> {
  return api.call('GET /admin/lab-products/', { signal });
}

export function saveLabProduct(id: string, update: LabProductUpdate): Promise<AdminLabProduct> {
  return api.call('PUT /admin/lab-products/:id/', { params: { id }, body: update });
}
