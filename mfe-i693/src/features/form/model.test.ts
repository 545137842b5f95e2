import { I693_FIELD_LABELS, I693_MESSAGES } from '@clinic/contracts';
import en from '../../texts/public/en';
import { scaleStrokes } from './SignatureField';
import { emptyModel, messageKey, precheck, prefilledEmail, sentFields, serverFieldErrors } from './model';

jest.mock('signature_pad', () => ({ __esModule: true, default: class {} }));

describe('I-693 form model', () => {
  it('prefills only a valid ?email=', () => {
    expect(prefilledEmail('?email=ana%40example.com')).toBe('ana@example.com');
    expect(prefilledEmail('?email=not-an-address')).toBe('');
    expect(prefilledEmail('')).toBe('');
  });

  it('sends the ID number with its prefix only for passport, drivers-license and state-id', () => {
    const model = { ...emptyModel(), photoIdNumber: ' 123 ', photoIdPrefix: 'CA' };
    expect(sentFields({ ...model, photoIdType: 'drivers-license' }).photo_id).toBe('CA-123');
    expect(sentFields({ ...model, photoIdType: 'work-permit' }).photo_id).toBe('123');
  });

  it('runs the pre-checks in the spec order', () => {
    const file = new File(['x'], 'a.png');
    expect(precheck({ ...emptyModel(), photoIdType: 'passport' }, { front: file, back: null })).toEqual({ idFiles: I693_MESSAGES.idFilesRequired });
    expect(precheck({ ...emptyModel(), photoIdType: 'passport' }, { front: file, back: file })).toEqual({ photoIdPrefix: I693_MESSAGES.nationalityRequired });
    expect(precheck({ ...emptyModel(), photoIdType: 'state-id' }, { front: file, back: file })).toEqual({ photoIdPrefix: I693_MESSAGES.issuedInRequired });
    expect(precheck({ ...emptyModel(), photoIdType: 'work-permit' }, { front: file, back: file })).toBeNull();
  });

  it('keeps the server field errors the form can show', () => {
    expect(serverFieldErrors({ zipcode: 'bad', uploaded_files: 'files', signature: 'sign', other: 'x', state: 1 })).toEqual({
      zipcode: 'bad',
      idFiles: 'files',
      signature: 'sign',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('has the exact spec messages in English, each found by its text', () => {
    const messages = en.form.messages as Record<string, unknown>;
    for (const [key, text] of Object.entries(I693_MESSAGES)) {
      if (typeof text !== 'string' || key === 'existing' || key === 'thisRequired') continue;
      expect([key, messages[key]]).toEqual([key, text]);
      expect(messageKey(text)).toBe(key);
    }
    for (const [field, label] of Object.entries(I693_FIELD_LABELS)) {
      expect(en.form.messages.required[field as keyof typeof I693_FIELD_LABELS]).toBe(I693_MESSAGES.required(label));
      expect(messageKey(I693_MESSAGES.required(label))).toBe(`required.${field}`);
    }
    expect(messageKey(I693_MESSAGES.existing)).toBeUndefined();
  });

  it('scales the strokes of the signature with the width of the pad', () => {
    const group = {
      points: [{ x: 10, y: 4, pressure: 0.5, time: 1 }],
      dotSize: 0,
      minWidth: 0.5,
      maxWidth: 2.5,
      penColor: 'black',
      velocityFilterWeight: 0.7,
      compositeOperation: 'source-over' as const,
    };
    expect(scaleStrokes([group], 0.5)[0]!.points[0]).toMatchObject({ x: 5, y: 2 });
  });
});
