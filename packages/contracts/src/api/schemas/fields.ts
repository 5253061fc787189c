// Building blocks of the request and response schemas. Every message they report is a
// ValidationKey; null or a missing key reads as 'required', any other wrong type as the type's key.
import * as v from 'valibot';
import { anyPhoneAction, phoneAction } from '../../validation/actions';
import type { ValidationKey } from '../../validation/messages';

/** Wire amounts are integers of NT$; this cap rejects overflow and typos long before the DB. */
export const MAX_AMOUNT = 100_000_000;
export const MAX_RICH_TEXT = 100_000;

function orRequired(fallback: ValidationKey) {
  return (issue: v.BaseIssue<unknown>): ValidationKey => (issue.input === undefined || issue.input === null ? 'required' : fallback);
}

// An object's own message serves both a non-object input and its missing keys.
const objectMessage = orRequired('invalid');

export function obj<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, objectMessage);
}

export function list<const TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(v.array(item, orRequired('invalid')), v.maxLength(max, 'tooMany'));
}

/** A list in a response: no cap, the server decides how much it sends. */
export function responseList<const TItem extends v.GenericSchema>(item: TItem) {
  return v.array(item, orRequired('invalid'));
}

// ---- requests: strict about types and bounds --------------------------------------------------

export const str = () => v.string(orRequired('invalid'));
export const num = () => v.number(orRequired('number'));
export const bool = () => v.boolean(orRequired('invalid'));

/** Trimmed text, possibly empty, at most `max` characters. */
export function text(max: number) {
  return v.pipe(str(), v.trim(), v.maxLength(max, 'tooLong'));
}

/** Trimmed, non-empty text. */
export function requiredText(max: number) {
  return v.pipe(str(), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));
}

/** Optional text that is '' when absent, so the server always stores a string. */
export function optionalText(max: number) {
  return v.optional(text(max), '');
}

export function integer() {
  return v.pipe(num(), v.integer('integer'));
}

/** A whole number >= 0 (counts, points, commissions). */
export function natural(max = MAX_AMOUNT) {
  return v.pipe(num(), v.integer('integer'), v.minValue(0, 'min'), v.maxValue(max, 'max'));
}

/** A money amount: whole NT$, >= 0. */
export const money = () => natural(MAX_AMOUNT);

/** A record id sent by the client. 0 stands for "not saved yet" in the edit models. */
export const id = () => natural(Number.MAX_SAFE_INTEGER);

/** A reference picked in a select: 0 or missing means nothing was chosen. */
export function reference() {
  return v.pipe(num(), v.integer('integer'), v.minValue(1, 'required'), v.maxValue(Number.MAX_SAFE_INTEGER, 'max'));
}

export function email() {
  return v.pipe(str(), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong'), v.email('email'));
}

/** An email that may be left blank. */
export function optionalEmail() {
  return v.optional(v.union([v.literal('', 'invalid'), email()], 'email'), '');
}

export function phone() {
  return v.pipe(str(), v.trim(), v.nonEmpty('required'), v.maxLength(30, 'tooLong'), phoneAction);
}

/** A phone whose rule depends on another field (an address's country): checked by the caller. */
export function phoneText() {
  return v.pipe(str(), v.trim(), v.nonEmpty('required'), v.maxLength(30, 'tooLong'));
}

/** A Taiwan number, or one abroad in E.164 (a form without a country: the refund form). */
export function anyPhone() {
  return v.pipe(phoneText(), anyPhoneAction);
}

/** A phone that may be left blank, but must be a Taiwan number when given. */
export function optionalPhone() {
  return v.optional(v.union([v.literal('', 'invalid'), phone()], 'phone'), '');
}

/** A calendar day on the wire: yyyy-MM-dd. */
export function isoDay() {
  return v.pipe(str(), v.trim(), v.isoDate('date'));
}

// ---- responses: describe the shapes, loose where the specification leaves fields out -----------

export const rStr = () => v.string('invalid');
export const rNum = () => v.number('number');
export const rBool = () => v.boolean('invalid');

/**
 * A field the server may leave out or send as null (SQL NULL). Kept as `T | null | undefined`
 * on both sides: the server builds answers from nullable columns with the same types.
 */
export function absent<const TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema);
}

export const rOptStr = () => absent(v.string('invalid'));
export const rOptNum = () => absent(v.number('number'));
export const rOptBool = () => absent(v.boolean('invalid'));
