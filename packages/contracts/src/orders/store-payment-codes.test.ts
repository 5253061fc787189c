import { storePaymentCodes } from './store-payment-codes';

test('three barcodes joined by spaces come back as three barcodes', () => {
  expect(storePaymentCodes('151125ABC  1234567890123456 112233445566')).toEqual({
    barcodes: ['151125ABC', '1234567890123456', '112233445566'],
    paymentNo: '',
  });
});

test('one code is a payment code for the kiosk, not a barcode', () => {
  expect(storePaymentCodes(' LLL22251222 ')).toEqual({ barcodes: [], paymentNo: 'LLL22251222' });
});

test('no pay info yet: nothing to show', () => {
  expect(storePaymentCodes(null)).toEqual({ barcodes: [], paymentNo: '' });
  expect(storePaymentCodes('')).toEqual({ barcodes: [], paymentNo: '' });
});
