import { isUuid, NIL_UUID, uuidParam } from './uuid';

describe('uuidParam', () => {
  it('passes a UUID on, lower-cased', () => {
    expect(uuidParam('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it.each([undefined, '', '42', 'not-a-uuid', '0f8fad5b-d9cb-469f-a165-70867728950e0', "0f8fad5b-d9cb-469f-a165-70867728950' or 1=1"])(
    'turns %p into the nil UUID',
    (value) => {
      expect(uuidParam(value)).toBe(NIL_UUID);
    },
  );
});

describe('isUuid', () => {
  it('tells a UUID in text form from anything else', () => {
    expect(isUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isUuid('0f8fad5bd9cb469fa16570867728950e')).toBe(false);
    expect(isUuid(42)).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
