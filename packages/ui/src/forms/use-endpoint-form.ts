// The form of a call in the endpoint table: react-hook-form with the call's valibot schema as its
// resolver (the schema the server validates the same payload with), and on a failed send the
// server's field problems (a 400's issues) put on the fields they name, and one failure line in
// the specifications' format. Nothing typed is lost when the server refuses.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError } from '@storefront/contracts';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Path, type SubmitErrorHandler, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { useFailureText, type FailureFormat } from './failure-text';
import { useValidationText } from './validation-text';

// The schemas of the endpoint table: an object in, an object out.
type FormSchema = v.GenericSchema<FieldValues, FieldValues>;

export type EndpointFormOptions<S extends FormSchema> = Omit<UseFormProps<v.InferInput<S>, unknown, v.InferOutput<S>>, 'resolver'> & {
  /** The call's request schema (or the form's part of it). */
  schema: S;
  /** Sends the checked values; resolves on success (the caller says what success does), throws on failure. */
  send: (values: v.InferOutput<S>) => Promise<unknown>;
  /** How a refusal reads (see FailureFormat); by default as the call's method says. */
  failureFormat?: FailureFormat;
  /** A text of the screen's own for some refusals (a 401 of a login); undefined keeps the format's. */
  describeFailure?: (error: ApiError) => string | undefined;
  /** Called when the schema refuses the values before anything is sent (to say so, or show the first field). */
  onInvalid?: SubmitErrorHandler<v.InferInput<S>>;
  /** Called after a failed send, once the server's field problems are on their fields. */
  onFailure?: (error: unknown) => void;
};

export type EndpointForm<S extends FormSchema> = UseFormReturn<v.InferInput<S>, unknown, v.InferOutput<S>> & {
  /** The form's onSubmit: checks, sends, and on failure marks the fields and sets the failure line. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The failure line of the last send, null while there is none. */
  failure: string | null;
  /** The error text under a field, in the page's language, or undefined. */
  fieldError: (name: Path<v.InferInput<S>>) => string | undefined;
  /** Sets the failure line from the screen's own steps around the send (null clears it). */
  setFailure: (failure: string | null) => void;
  /** Whether a send is under way (formState.isSubmitting): the submit button waits meanwhile. */
  submitting: boolean;
};

export function useEndpointForm<S extends FormSchema>(options: EndpointFormOptions<S>): EndpointForm<S> {
  const { schema, send, failureFormat, describeFailure, onInvalid, onFailure, ...formOptions } = options;
  const validationText = useValidationText();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({ ...formOptions, resolver: valibotResolver(schema) });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          if (issue.path) setError(issue.path as Path<v.InferInput<S>>, { type: 'server', message: issue.key });
        }
      }
      setFailure((error instanceof ApiError && describeFailure?.(error)) || failureText(error, failureFormat));
      onFailure?.(error);
    }
  }, onInvalid);

  const fieldError = (name: Path<v.InferInput<S>>) => {
    const message = messageAt(formState.errors, name);
    return message === undefined ? undefined : validationText(message);
  };

  return { ...form, submit, failure, fieldError, setFailure, submitting: formState.isSubmitting };
}

// The message of a field's error by its dot path. Reading formState.errors alone keeps the form
// re-rendering only when errors change (getFieldState would subscribe to dirty and touched too).
function messageAt(errors: unknown, name: string): string | undefined {
  let node = errors;
  for (const key of name.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
