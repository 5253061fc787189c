// The form of a call: the schema checks before sending, the server's field problems land on the
// fields, and a refusal reads in the specification's format (or the screen's own words), in both
// languages; a lost connection says so; nothing typed is lost.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, validationKey } from '@storefront/contracts';
import * as v from 'valibot';
import { api } from '../api/api-client';
import { fakeServer, renderScreen } from '../testing';
import { FormFailure } from './form-failure';
import { failureText } from './failure-text';
import { useEndpointForm } from './use-endpoint-form';
import type { FailureFormat } from './failure-text';
import { Field } from './field';

const Schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty(validationKey('required')), v.email(validationKey('email'))),
  name: v.pipe(v.string(), v.nonEmpty(validationKey('required'))),
});

function Probe(props: { failureFormat?: FailureFormat; describeFailure?: (error: ApiError) => string | undefined; onSent?: () => void }) {
  const form = useEndpointForm({
    schema: Schema,
    defaultValues: { email: '', name: '' },
    failureFormat: props.failureFormat,
    describeFailure: props.describeFailure,
    send: async (body) => {
      await api().call('memberUpgrade', { body: { ...body, tel: '0912345678', line: '' } });
      props.onSent?.();
    },
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <FormFailure failure={form.failure} />
      <Field label="Email" error={form.fieldError('email')}>
        <input {...form.register('email')} />
      </Field>
      <Field label="Name" error={form.fieldError('name')}>
        <input {...form.register('name')} />
      </Field>
      <button type="submit" aria-busy={form.submitting}>
        send
      </button>
    </form>
  );
}

const catalogs = { 'zh-tw': {}, en: {} };

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
  await userEvent.type(screen.getByLabelText('Name'), '王小明');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
}

test("the schema checks before anything is sent, with the words of the page's language", async () => {
  const server = fakeServer({});
  renderScreen(<Probe />, { catalogs, lang: 'en' });
  await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
  expect(server.calls).toHaveLength(0);
});

test("the server's field problems are put on their fields, the refusal is 'status:{status} error:{title}', nothing typed is lost", async () => {
  const onSent = jest.fn();
  fakeServer({
    'POST /api/member/memberupgrade': {
      status: 400,
      body: { status: 400, title: '欄位錯誤', msg: '電子郵件已被使用', issues: [{ path: 'email', key: 'email' }] },
    },
  });
  renderScreen(<Probe onSent={onSent} />, { catalogs });
  await fillAndSend();
  expect(await screen.findByText('status:400 error:欄位錯誤')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('電子郵件格式錯誤');
  expect(screen.getByLabelText('Email')).toHaveValue('a@example.com');
  expect(screen.getByLabelText('Name')).toHaveValue('王小明');
  expect(onSent).not.toHaveBeenCalled();
});

test("the merchant's format reads '{status} error:{msg}'", async () => {
  fakeServer({ 'POST /api/member/memberupgrade': { status: 409, body: { status: 409, title: '申請中', msg: '已有申請中的資料' } } });
  renderScreen(<Probe failureFormat="msg" />, { catalogs });
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent('409 error:已有申請中的資料');
});

test("a screen's own words win for the refusals it names, the format for the others", async () => {
  fakeServer({ 'POST /api/member/memberupgrade': { status: 401, body: { status: 401, title: 'Unauthorized' } } });
  const describe = (error: ApiError) => (error.status === 401 ? '請先登入' : undefined);
  renderScreen(<Probe describeFailure={describe} />, { catalogs });
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent('請先登入');
});

test('a send that gets no answer says it could not connect, in English too; a second send clears the line', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let answer: 'offline' | 'ok' = 'offline';
  fakeServer({
    'POST /api/member/memberupgrade': () => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return { body: { status: 200 } };
    },
  });
  const onSent = jest.fn();
  renderScreen(<Probe onSent={onSent} />, { catalogs, lang: 'en' });
  await fillAndSend();
  expect(await screen.findByRole('alert')).toHaveTextContent('Cannot connect; please try again later');
  answer = 'ok';
  await userEvent.click(screen.getByRole('button', { name: 'send' }));
  await screen.findByRole('button', { name: 'send' });
  expect(onSent).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the form says it is sending while the call is under way, and not before or after', async () => {
  let answer: (value: { body: { status: number } }) => void = () => {};
  fakeServer({ 'POST /api/member/memberupgrade': () => new Promise((resolve) => (answer = resolve)) });
  const onSent = jest.fn();
  renderScreen(<Probe onSent={onSent} />, { catalogs, lang: 'en' });
  const button = screen.getByRole('button', { name: 'send' });
  expect(button).toHaveAttribute('aria-busy', 'false');
  await fillAndSend();
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  answer({ body: { status: 200 } });
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(onSent).toHaveBeenCalledTimes(1);
});

test('failureText: one function for every format', () => {
  const post = new ApiError({ method: 'POST', endpoint: 'memberUpgrade', status: 400, title: '欄位錯誤', msg: '電話號碼格式錯誤' });
  const load = new ApiError({ method: 'GET', endpoint: 'memberOrderDetail', status: 404, title: 'Not Found', msg: '找不到訂單' });
  expect(failureText(post, 'offline')).toBe('status:400 error:欄位錯誤');
  expect(failureText(load, 'offline')).toBe('404 error:找不到訂單');
  expect(failureText(post, 'offline', 'msg')).toBe('400 error:電話號碼格式錯誤');
  expect(failureText(load, 'offline', 'title')).toBe('status:404 error:Not Found');
  expect(
    failureText(new ApiError({ method: 'POST', endpoint: 'memberUpgrade', status: 400, title: '欄位錯誤', msg: '' }), 'offline', 'msg'),
  ).toBe('400 error:欄位錯誤');
  expect(failureText(new TypeError('Failed to fetch'), 'offline')).toBe('offline');
});
