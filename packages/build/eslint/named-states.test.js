// The named-states rule: bare state numbers are reported, names from the enums pass, and HTTP
// statuses (also called `status`) are left alone.
'use strict';

const { test } = require('node:test');
const { RuleTester } = require('eslint');
const { rules } = require('./named-states');

const ruleTester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

test('named-states', () => {
  ruleTester.run('named-states', rules['named-states'], {
    valid: [
      'if (order.status === ORDER_STATUS.complete) ship();',
      'const late = order?.status !== ORDER_STATUS.awaitingPayment;',
      'switch (member.tier) { case TIER.partner: break; }',
      'if (receipt.type === RECEIPT_TYPE.donation) ask();',
      'if (response.status === 404) missing();',
      'if (order.quantity === 3) many();',
      'if (product.type === 1) other();',
      '[ORDER_STATUS.complete, ORDER_STATUS.refunded].includes(order.status);',
      'if (Number(values.productModelType) === PRODUCT_MODEL_TYPE.withOptions) rows();',
      'if (Number(response.status) === 404) missing();',
      "if (getValues('quantity') === 1) one();",
      'if (Number(page) === 1) first();',
      'if (statusCode === 1) one();',
    ],
    invalid: [
      { code: 'if (order.status === 3) ship();', errors: [{ messageId: 'bareNumber' }] },
      { code: 'if (3 == order.status) ship();', errors: [{ messageId: 'bareNumber' }] },
      { code: 'const open = order?.orderStatus <= 2;', errors: [{ messageId: 'bareNumber' }] },
      { code: 'if (tier !== 0) upgrade();', errors: [{ messageId: 'bareNumber' }] },
      { code: 'switch (order.paymentType) { case 12: case PAYMENT_TYPE.atmTransfer: break; case 13: break; }', errors: 2 },
      { code: 'if (form.receipt.type === 2) carrier();', errors: [{ messageId: 'bareNumber' }] },
      { code: 'if (receiptType === 1) company();', errors: [{ messageId: 'bareNumber' }] },
      { code: 'if (product.productStatus === 4) review();', errors: [{ messageId: 'bareNumber' }] },
      { code: '[0, 1, 2].includes(order.status);', errors: 3 },
      { code: 'const multi = Number(values.productModelType) === 1;', errors: [{ messageId: 'bareNumber' }] },
      { code: 'const multi = Number(modelType) === 1;', errors: [{ messageId: 'bareNumber' }] },
      { code: "if (Number(getValues('productModelType')) === 1) rows();", errors: [{ messageId: 'bareNumber' }] },
      { code: "if (watch('receipt.receiptType') !== 0) carrier();", errors: [{ messageId: 'bareNumber' }] },
      { code: 'if (parseInt(member.memberTier, 10) < 2) upgrade();', errors: [{ messageId: 'bareNumber' }] },
    ],
  });
});
