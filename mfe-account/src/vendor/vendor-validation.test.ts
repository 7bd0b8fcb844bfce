import { describe, expect, it } from 'vitest';
import {
  emptyVendorValues,
  isIdentityDocument,
  isImageFile,
  type VendorValues,
  vendorErrors,
  vendorFormData,
} from './vendor-validation';

const file = (name: string, type: string) => new File(['x'], name, { type });
const complete: VendorValues = {
  store_name_in_arabic: 'متجر ليزا',
  store_name_in_german: 'Lisas Laden',
  address: 'Marktplatz 1, Leipzig',
  phone: '+49 341 123456',
  store_type: 'retail',
  store_logo: file('logo.png', 'image/png'),
  store_id: file('id.pdf', 'application/pdf'),
  terms: true,
};

describe('vendor form rules', () => {
  it('accepts a complete application', () => {
    expect(vendorErrors(complete)).toEqual({});
  });

  it('refuses a phone number without digits or with letters', () => {
    for (const phone of ['abc', '+49 341 12345x', ' - ']) {
      expect(vendorErrors({ ...complete, phone }), phone).toEqual({ phone: 'vendor.errors.phone' });
    }
    expect(vendorErrors({ ...complete, phone: '٠٣٤١ ١٢٣٤٥٦' })).toEqual({});
  });

  it('names every missing field with its own message', () => {
    expect(vendorErrors(emptyVendorValues)).toEqual({
      store_name_in_arabic: 'vendor.errors.fieldRequired',
      store_name_in_german: 'vendor.errors.fieldRequired',
      address: 'vendor.errors.fieldRequired',
      phone: 'vendor.errors.fieldRequired',
      store_type: 'vendor.errors.fieldRequired',
      store_logo: 'vendor.errors.logoRequired',
      store_id: 'vendor.errors.idRequired',
      terms: 'vendor.errors.termsRequired',
    });
    expect(vendorErrors({ ...complete, address: '   ' })).toEqual({
      address: 'vendor.errors.fieldRequired',
    });
  });

  it('takes only images as the logo', () => {
    expect(vendorErrors({ ...complete, store_logo: file('logo.pdf', 'application/pdf') })).toEqual({
      store_logo: 'vendor.errors.logoType',
    });
    expect(isImageFile(file('logo.webp', ''))).toBe(true);
    expect(isImageFile(file('logo.svgz', ''))).toBe(false);
  });

  it('takes PDF, DOC, DOCX or an image as the identity document', () => {
    for (const name of ['id.pdf', 'id.doc', 'id.docx', 'id.jpg']) {
      expect(isIdentityDocument(file(name, ''))).toBe(true);
    }
    expect(
      isIdentityDocument(
        file('id', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBe(true);
    expect(vendorErrors({ ...complete, store_id: file('id.zip', 'application/zip') })).toEqual({
      store_id: 'vendor.errors.idType',
    });
  });

  it('sends each field and both files as parts, trimmed, without the terms', () => {
    const form = vendorFormData({ ...complete, address: ' Marktplatz 1 ' });
    expect(form.get('address')).toBe('Marktplatz 1');
    expect(form.get('store_type')).toBe('retail');
    expect((form.get('store_logo') as File).name).toBe('logo.png');
    expect((form.get('store_id') as File).name).toBe('id.pdf');
    expect(form.has('terms')).toBe(false);
  });
});
