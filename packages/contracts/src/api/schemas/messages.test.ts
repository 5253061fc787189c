// Every message a schema can report must be a ValidationKey: the apps translate keys, and an
// English valibot default leaking to a page would be a bug. This walks every endpoint schema and
// feeds it values of the wrong type and of the right type with bad content at every leaf.
import * as v from 'valibot';
import { CartSchema } from '../../cart/cart-schema';
import { isValidationKey } from '../../validation/messages';
import { endpoints } from '@storefront/contracts/endpoints';
import { MemberUpgradeForm, MerchantUpgradeForm } from '@storefront/contracts/member';
import { OrderRefundForm } from '@storefront/contracts/orders';
import { endpointNames } from '../routes';

type Node = {
  type?: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[];
  pipe?: Node[];
  kind?: string;
};

/** An input shaped like the schema, with `leaf(type)` at every primitive position. */
function shaped(schema: Node, leaf: (type: string) => unknown, depth = 0): unknown {
  if (depth > 12) return undefined;
  const root = schema.pipe?.[0] ?? schema;
  if (root !== schema) return shaped(root, leaf, depth + 1);
  if (schema.entries) {
    return Object.fromEntries(Object.entries(schema.entries).map(([key, entry]) => [key, shaped(entry, leaf, depth + 1)]));
  }
  if (schema.type === 'array' && schema.item) return [shaped(schema.item, leaf, depth + 1)];
  if (schema.wrapped) return shaped(schema.wrapped, leaf, depth + 1);
  if (schema.options && schema.options.length > 0) return shaped(schema.options[schema.options.length - 1]!, leaf, depth + 1);
  return leaf(schema.type ?? 'unknown');
}

const wrongType = (type: string): unknown => (type === 'string' ? 12 : type === 'number' ? 'x' : type === 'boolean' ? 'x' : Symbol('x'));
const badContent = (type: string): unknown =>
  type === 'string' ? ` ${'x'.repeat(100_001)} ` : type === 'number' ? -1.5 : type === 'boolean' ? true : 'x';
const empty = (type: string): unknown => (type === 'string' ? '' : type === 'number' ? 0 : type === 'boolean' ? false : null);

function allMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.flatMap((issue) => [issue.message, ...allMessages(issue.issues ?? [])]);
}

const schemas: [string, v.GenericSchema][] = [
  ...endpointNames.flatMap((name) => {
    const def: { request?: v.GenericSchema; response: v.GenericSchema } = endpoints[name];
    const list: [string, v.GenericSchema][] = [[`${name} response`, def.response]];
    if (def.request) list.push([`${name} request`, def.request]);
    return list;
  }),
  ['CartSchema', CartSchema],
  ['MemberUpgradeForm', MemberUpgradeForm],
  ['MerchantUpgradeForm', MerchantUpgradeForm],
  ['OrderRefundForm', OrderRefundForm],
];

describe.each(schemas)('%s', (_name, schema) => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'x'],
    ['an empty object', {}],
    ['wrong types', shaped(schema as Node, wrongType)],
    ['bad content', shaped(schema as Node, badContent)],
    ['empty values', shaped(schema as Node, empty)],
  ])('reports only validation keys for %s', (_label, input) => {
    const result = v.safeParse(schema, input);
    const messages = result.success ? [] : allMessages(result.issues);
    expect(messages.filter((message) => !isValidationKey(message))).toEqual([]);
  });
});
