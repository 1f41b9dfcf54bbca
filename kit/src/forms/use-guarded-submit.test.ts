import { act, renderHook } from '@testing-library/react';
import { type ResolverResult, useForm } from 'react-hook-form';
import { type GuardedSubmitOptions, useGuardedSubmit } from './use-guarded-submit.ts';

type Values = { name: string };
const resolver = (values: Values): ResolverResult<Values> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'required', message: 'Required' } } };

function setup(action: (values: Values) => Promise<void>, options?: GuardedSubmitOptions<Values>, name = 'ann') {
  return renderHook(() => {
    const form = useForm<Values>({ resolver, defaultValues: { name } });
    return { form, ...useGuardedSubmit(form, action, options) };
  });
}

/** A promise the test settles by hand, to look at the hook while the action runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A submit whose action waits for the test: `submits` calls of submit in one tick. */
async function submitAndHold(submits = 1) {
  const call = deferred();
  const action = jest.fn(() => call.promise);
  const { result } = setup(action);
  let first!: Promise<void>;
  // the resolver runs before the action, a microtask later
  await act(async () => {
    first = result.current.submit();
    for (let i = 1; i < submits; i++) void result.current.submit();
  });
  return { call, action, result, first };
}

test('a second submit while the first runs is ignored', async () => {
  const { call, action, result, first } = await submitAndHold(2);
  expect(action).toHaveBeenCalledTimes(1);
  expect(action).toHaveBeenCalledWith({ name: 'ann' }, expect.anything());
  expect(result.current.pending).toBe(true);
  await act(async () => {
    call.resolve();
    await first;
  });
  expect(result.current.pending).toBe(false);
});

test('an invalid form is not sent and shows its errors', async () => {
  const action = jest.fn(async () => undefined);
  const { result } = setup(action, {}, '');
  await act(() => result.current.submit());
  expect(action).not.toHaveBeenCalled();
  expect(result.current.form.getFieldState('name').error?.message).toBe('Required');
  expect(result.current.pending).toBe(false);
});

test('pending is reset after a failure, and the next submit goes through', async () => {
  const { call, action, result, first } = await submitAndHold();
  expect(result.current.pending).toBe(true);
  await act(async () => {
    call.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
  });
  expect(result.current.pending).toBe(false);
  action.mockResolvedValueOnce(undefined);
  await act(() => result.current.submit());
  expect(action).toHaveBeenCalledTimes(2);
});

test('a submit clears the form error; beforeSubmit false or a disabled form stops before the action', async () => {
  const action = jest.fn(async () => undefined);
  const { result } = setup(action, { beforeSubmit: () => false });
  act(() => result.current.setFormError('old'));
  await act(() => result.current.submit());
  expect(result.current.formError).toBeNull();
  expect(action).not.toHaveBeenCalled();

  const disabled = setup(action, { enabled: false });
  act(() => disabled.result.current.setFormError('kept'));
  await act(() => disabled.result.current.submit());
  expect(disabled.result.current.formError).toBe('kept');
  expect(action).not.toHaveBeenCalled();
});
