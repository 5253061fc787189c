// Shapes shared by many calls: the plain {status, title, msg} answer, the {status: {type}} answer
// of the merchant save calls, and the error body the API server sends with every 4xx.
import * as v from 'valibot';
import { VALIDATION_KEYS } from '../../validation/messages';
import { obj, rNum, rOptNum, rOptStr, rStr, responseList } from './fields';

/** `status, title` (posts) or `status, msg` (loads): both texts are optional on success. */
export const StatusResponse = obj({
  status: rNum(),
  title: rOptStr(),
  msg: rOptStr(),
});
export type StatusResponse = v.InferOutput<typeof StatusResponse>;

/** Merchant saves answer `status.type === 'success'` instead of a numeric status. */
export const TypedStatusResponse = obj({
  status: obj({
    type: rStr(),
    title: rOptStr(),
    msg: rOptStr(),
  }),
  productId: rOptNum(),
});
export type TypedStatusResponse = v.InferOutput<typeof TypedStatusResponse>;

export function isTypedSuccess(response: TypedStatusResponse): boolean {
  return response.status.type === 'success';
}

export const ApiIssue = obj({
  path: rStr(),
  key: v.picklist(VALIDATION_KEYS, 'invalid'),
});
export type ApiIssue = v.InferOutput<typeof ApiIssue>;

/** The body of every 4xx/5xx answer of the API server. */
export const ApiErrorBody = obj({
  status: rNum(),
  title: rStr(),
  msg: v.optional(rStr()),
  issues: v.optional(responseList(ApiIssue)),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;
