import { describe, expect, it } from 'vitest';
import { certificationBody } from './certification';

describe('certificationBody', () => {
  it('saves blank texts as null and trims the others', () => {
    expect(certificationBody({ certified_by: '  Data team ', certification_details: ' audited ' })).toEqual({
      certified_by: 'Data team',
      certification_details: 'audited',
    });
    expect(certificationBody({ certified_by: 'Data team', certification_details: '   ' })).toEqual({
      certified_by: 'Data team',
      certification_details: null,
    });
  });

  it('drops the details when no one certified', () => {
    expect(certificationBody({ certified_by: ' ', certification_details: 'audited' })).toEqual({
      certified_by: null,
      certification_details: null,
    });
  });
});
