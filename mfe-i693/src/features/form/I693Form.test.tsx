import { I693_MESSAGES } from '@clinic/contracts';
import { clearMessage, i18n, sessionStore } from '@clinic/platform';
import { fakeResponse } from '@clinic/platform/src/testing/fakes';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TEXTS } from '../../texts';
import { I693Form } from './I693Form';

/** signature_pad needs a real canvas; this stand-in draws a stroke on demand. */
const pads: FakePad[] = [];
class FakePad {
  empty = true;
  listeners = new Map<string, () => void>();
  constructor() {
    pads.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toData() {
    return [];
  }
  fromData() {}
  off() {}
  stroke() {
    this.empty = false;
    this.listeners.get('endStroke')?.();
  }
}
jest.mock('signature_pad', () => ({ __esModule: true, default: jest.fn().mockImplementation(() => new FakePad()) }));

const fetchMock = jest.fn();

beforeAll(async () => {
  await startI18nWith(TEXTS);
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  (globalThis as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    disconnect() {}
  };
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['drawn'], { type: 'image/png' }));
  };
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(async () => {
  fetchMock.mockReset();
  pads.length = 0;
  clearMessage();
  await act(() => i18n.changeLanguage('en'));
});

const M = I693_MESSAGES;
const message = () => sessionStore.getState().appMessage;
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const attach = (label: RegExp, file: File) => fireEvent.change(field(label), { target: { files: [file] } });
const draw = () => act(() => pads.at(-1)!.stroke());

function fillAll() {
  type(/^Email\*?$/, 'ana@example.com');
  type(/^Email for I693 PDF/, 'pdf@example.com');
  type(/^Contact number/, '(510) 555-0199');
  type(/^Last Name/, 'Silva');
  type(/^First Name/, 'Ana');
  type(/^A-Number/, 'A-123 456 789 0');
  type(/^Gender/, 'female');
  type(/^Month/, '3');
  type(/^Day/, '9');
  type(/^Year/, '1990');
  type(/^City of Birth/, 'Porto');
  type(/^Country of Birth/, 'Portugal');
  type(/^Address/, '1 Main St');
  type(/^City\*?$/, 'Oakland');
  type(/^State\*?$/, 'CA');
  type(/^Zipcode/, '94607');
  type(/^Photo ID Type/, 'passport');
  type(/^Nationality/, 'PT');
  type(/^Photo ID Number/, 'P1234567');
  attach(/^Front of the photo ID/, png('my id front.png'));
  attach(/^Back of the photo ID/, png('back.jpg'));
}

describe('I-693 form', () => {
  it('first asks for both ID files, before any other check, and sends nothing', () => {
    render(<I693Form initialEmail="" />);
    submit();
    expect(screen.getByRole('alert').textContent).toBe(M.idFilesRequired);
    expect(screen.queryByText(M.emailRequired)).toBeNull();
    expect(document.activeElement).toBe(field(/^Front of the photo ID/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then asks for the passport nationality or the issuing state', () => {
    render(<I693Form initialEmail="" />);
    attach(/^Front of the photo ID/, png('f.png'));
    attach(/^Back of the photo ID/, png('b.png'));
    type(/^Photo ID Type/, 'passport');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(M.nationalityRequired);
    type(/^Photo ID Type/, 'state-id');
    expect(screen.queryByLabelText(/^Nationality/)).toBeNull();
    submit();
    expect(screen.getByRole('alert').textContent).toBe(M.issuedInRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('then validates with the contracts rules and messages, signature included', () => {
    render(<I693Form initialEmail="" />);
    attach(/^Front of the photo ID/, png('f.png'));
    attach(/^Back of the photo ID/, png('b.png'));
    submit();
    for (const text of [
      M.emailRequired,
      M.pdfEmailRequired,
      M.phoneRequired,
      'Last Name is required',
      'First Name is required',
      M.dobIncomplete,
      'State is required',
      'Photo ID Type is required',
      M.signatureRequired,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field(/^Email\*?$/));
    type(/^Email\*?$/, 'not-an-address');
    submit();
    expect(screen.getByText(M.emailInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps digits only in the A-Number (9) and the contact number (10), and refuses other file types', () => {
    render(<I693Form initialEmail="" />);
    type(/^A-Number/, 'A-123 456 789 0');
    expect(field(/^A-Number/).value).toBe('123456789');
    type(/^Contact number/, '+1 (510) 555-0199');
    expect(field(/^Contact number/).value).toBe('1510555019');
    attach(/^Front of the photo ID/, new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe(M.idFileType);
  });

  it('sends the fields, the renamed ID files and the signature PNG, then clears the personal fields', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: { uuid: 'u-1' } }));
    render(<I693Form initialEmail="" />);
    fillAll();
    expect(screen.getByText('Your signature').querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    draw();
    expect(screen.getByText('Your signature').querySelector('[aria-hidden="true"]')).toBeNull();
    submit();
    await waitFor(() => expect(message()?.text).toBe(M.success));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/i693-application/');
    const form = init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      first_name: 'Ana',
      middle_name: '',
      last_name: 'Silva',
      a_number: '123456789',
      gender: 'female',
      dob: '1990-03-09',
      city_of_birth: 'Porto',
      country_of_birth: 'Portugal',
      street_address: '1 Main St',
      apartment_number: '',
      city: 'Oakland',
      state: 'CA',
      zipcode: '94607',
      phone: '5105550199',
      email: 'ana@example.com',
      pdf_email: 'pdf@example.com',
      photo_id: 'PT-P1234567',
      photo_id_type: 'passport',
      language: 'en',
    });
    expect(form.has('country')).toBe(false);
    expect((form.getAll('uploaded_files') as File[]).map((f) => f.name)).toEqual(['FRONT-my_id_front.png', 'BACK-back.jpg', 'SIGNATURE-signature.png']);
    expect((form.getAll('uploaded_files')[2] as File).type).toBe('image/png');
    expect(field(/^Last Name/).value).toBe('');
    expect(field(/^Email\*?$/).value).toBe('ana@example.com');
    expect(screen.queryByText('my id front.png')).toBeNull();
  });

  it('shows the server text for a duplicate, and the retry text with field errors otherwise', async () => {
    render(<I693Form initialEmail="" />);
    fillAll();
    draw();
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: 'APPLICATION_EXISTS', msg: 'Already there.', type: 'existing' } }));
    submit();
    await waitFor(() => expect(message()?.text).toBe('Already there.'));
    expect(message()?.type).toBe('error');
    fetchMock.mockResolvedValueOnce(fakeResponse({ status: 400, body: { error: 'VALIDATION_ERROR', msg: 'x', details: { zipcode: M.zipcodeInvalid } } }));
    submit();
    await waitFor(() => expect(message()?.text).toBe(M.failure));
    expect(screen.getByText(M.zipcodeInvalid)).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    submit();
    await waitFor(() => expect(message()?.id).not.toBeUndefined());
    expect(message()?.text).toBe(M.failure);
  });

  it('speaks Arabic: labels and messages in the page language', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(<I693Form initialEmail="" />);
    expect(field(/^اسم العائلة/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى رفع صورتي الوجه الأمامي والخلفي لهويتك المصوّرة');
  });
});
