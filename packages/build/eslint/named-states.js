// A lint rule: the states of the specifications (order status, tier, payment type, receipt type,
// product status …) are compared by their names from contracts' enums, never as bare numbers, so
// a reader sees `ORDER_STATUS.complete` where the code once said `3`. Only the enum definitions
// in packages/contracts name the numbers (the config turns the rule off there).
'use strict';

/**
 * Names of fields and variables that hold one of the enumerated states: the name itself
 * (`status`, `tier`, `modelType`) or a longer name ending in one (`orderStatus`, `memberTier`,
 * `productModelType`).
 */
const STATE_WORDS = [
  'status',
  'tier',
  'paymentType',
  'receiptType',
  'receiptMethod',
  'carrierType',
  'memberType',
  'modelType',
  'deliveryType',
  'productBase',
  'currencyType',
];
const capitalized = (word) => word[0].toUpperCase() + word.slice(1);
const STATE_NAME = new RegExp(`^(${STATE_WORDS.join('|')})$|[a-z0-9](${STATE_WORDS.map(capitalized).join('|')})$`);
/** Calls that only convert the state they are given: `Number(form.status) === 1`. */
const CONVERSIONS = new Set(['Number', 'parseInt', 'parseFloat']);
/** Form readers that take a field's name: `getValues('productModelType') === 1`, `watch('tier')`. */
const FIELD_READERS = new Set(['getValues', 'watch', 'getFieldState', 'get']);
/** `type` alone is a state only on a receipt (receipt.type). */
const RECEIPT_OBJECT = /receipt$/i;
/** HTTP statuses share the name `status`; the enumerated states are all below 100. */
const HTTP_STATUS_FROM = 100;

const COMPARISON = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=']);

function unwrap(node) {
  let current = node;
  while (current && (current.type === 'ChainExpression' || current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression'))
    current = current.expression;
  return current;
}

/** The state name an expression reads (`order.status`, `status`, `receipt.type`), or null. */
function stateName(node) {
  const target = unwrap(node);
  if (!target) return null;
  if (target.type === 'CallExpression') return calledStateName(target);
  if (target.type === 'Identifier') return STATE_NAME.test(target.name) ? target.name : null;
  if (target.type === 'MemberExpression' && !target.computed && target.property.type === 'Identifier') {
    const name = target.property.name;
    if (STATE_NAME.test(name)) return name;
    if (name === 'type') {
      const object = unwrap(target.object);
      const objectName =
        object?.type === 'Identifier'
          ? object.name
          : object?.type === 'MemberExpression' && object.property.type === 'Identifier'
            ? object.property.name
            : '';
      if (RECEIPT_OBJECT.test(objectName)) return `${objectName}.type`;
    }
  }
  return null;
}

/** The state a call reads: a conversion of one (`Number(x.status)`) or a form field by its name. */
function calledStateName(call) {
  const callee = unwrap(call.callee);
  const calleeName =
    callee?.type === 'Identifier'
      ? callee.name
      : callee?.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
        ? callee.property.name
        : '';
  const [first] = call.arguments;
  if (!first) return null;
  if (callee?.type === 'Identifier' && CONVERSIONS.has(calleeName)) return stateName(first);
  if (FIELD_READERS.has(calleeName) && first.type === 'Literal' && typeof first.value === 'string') {
    const field = first.value.split('.').pop() ?? '';
    return STATE_NAME.test(field) ? first.value : null;
  }
  return null;
}

/** A bare state number: a numeric literal (or its negation) below the HTTP statuses. */
function isBareNumber(node) {
  const target = unwrap(node);
  if (!target) return false;
  if (target.type === 'UnaryExpression' && target.operator === '-') return isBareNumber(target.argument);
  return target.type === 'Literal' && typeof target.value === 'number' && target.value < HTTP_STATUS_FROM;
}

/** @type {import('eslint').Rule.RuleModule} */
const namedStates = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Compare enumerated states by their names from contracts, not as bare numbers' },
    schema: [],
    messages: {
      bareNumber:
        '{{name}} is compared with the bare number {{value}}: use its name from the contracts enums (ORDER_STATUS, TIER, PAYMENT_TYPE, RECEIPT_TYPE, PRODUCT_STATUS …).',
    },
  },
  create(context) {
    const report = (node, name) =>
      context.report({ node, messageId: 'bareNumber', data: { name, value: context.sourceCode.getText(node) } });
    return {
      BinaryExpression(node) {
        if (!COMPARISON.has(node.operator)) return;
        const leftName = stateName(node.left);
        if (leftName && isBareNumber(node.right)) report(node.right, leftName);
        const rightName = stateName(node.right);
        if (rightName && isBareNumber(node.left)) report(node.left, rightName);
      },
      SwitchStatement(node) {
        const name = stateName(node.discriminant);
        if (!name) return;
        for (const branch of node.cases) if (branch.test && isBareNumber(branch.test)) report(branch.test, name);
      },
      // [0, 1, 2].includes(order.status)
      CallExpression(node) {
        const callee = unwrap(node.callee);
        if (callee?.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'includes') return;
        const list = unwrap(callee.object);
        const name = node.arguments[0] && stateName(node.arguments[0]);
        if (!name || list?.type !== 'ArrayExpression') return;
        for (const element of list.elements) if (element && isBareNumber(element)) report(element, name);
      },
    };
  },
};

module.exports = { meta: { name: 'storefront' }, rules: { 'named-states': namedStates } };
