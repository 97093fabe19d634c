import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { custom, email, match, minLength, required } from './rules';
import { createValidator, type ValidationMode } from './validator';

type Signup = { email: string; repeat: string; name: string };
const blank: Signup = { email: '', repeat: '', name: '' };

function signup(mode?: ValidationMode) {
  return createValidator<Signup>({
    initialValues: blank,
    rules: {
      email: [required(), email()],
      repeat: [required(), match('email')],
      name: [minLength(2)],
    },
    ...(mode ? { mode } : {}),
  });
}

describe('modes', () => {
  it('throws "Invalid mode" for any other mode', () => {
    expect(() => createValidator({ mode: 'eager' as ValidationMode })).toThrow(
      new Error('Invalid mode'),
    );
  });

  it('defaults to interactive', () => {
    expect(createValidator().mode).toBe('interactive');
  });

  it('interactive validates a field on every change', () => {
    const form = signup('interactive');
    form.setValue('email', 'anna');
    expect(form.getError('email')).toBe('Invalid email.');
    form.setValue('email', 'anna@lingon.se');
    expect(form.getError('email')).toBeUndefined();
    form.setValue('email', '');
    expect(form.getError('email')).toBe('Required.');
  });

  it('interactive validates an untouched field when it is left', () => {
    const form = signup('interactive');
    form.touch('email');
    expect(form.getError('email')).toBe('Required.');
    expect(form.getState().touched.email).toBe(true);
  });

  it('conservative stays quiet until the first explicit validation, then validates on change', async () => {
    const form = signup('conservative');
    form.setValue('email', 'anna');
    form.touch('email');
    expect(form.getError('email')).toBeUndefined();

    expect(await form.validateField('email')).toBe(false);
    expect(form.getError('email')).toBe('Invalid email.');

    form.setValue('email', 'anna@lingon.se');
    expect(form.getError('email')).toBeUndefined();
    // Only the explicitly validated field follows changes.
    form.setValue('name', 'x');
    expect(form.getError('name')).toBeUndefined();
  });

  it('conservative: validate() switches every field to validating on change', async () => {
    const form = signup('conservative');
    expect(await form.validate()).toBe(false);
    form.setValue('name', 'x');
    expect(form.getError('name')).toBe('Must have at least 2 characters.');
  });

  it('manual validates only on explicit calls', async () => {
    const form = signup('manual');
    form.setValue('email', 'anna');
    form.touch('email');
    expect(form.getError('email')).toBeUndefined();
    await form.validateField('email');
    expect(form.getError('email')).toBe('Invalid email.');
    form.setValue('email', 'anna@lingon.se');
    expect(form.getError('email')).toBe('Invalid email.');
    expect(await form.validate()).toBe(false);
    expect(form.getError('email')).toBeUndefined();
  });
});

describe('results', () => {
  it('validate() checks every field and lists errors as field/message pairs', async () => {
    const form = signup();
    form.setValue('name', 'A');
    expect(await form.validate()).toBe(false);
    expect(form.errors()).toEqual([
      { field: 'email', message: 'Required.' },
      { field: 'repeat', message: 'Required.' },
      { field: 'name', message: 'Must have at least 2 characters.' },
    ]);
  });

  it('keeps the first failing rule per field', async () => {
    const form = createValidator({
      initialValues: { code: '' },
      rules: { code: [required(), minLength(3)] },
    });
    await form.validateField('code');
    expect(form.getError('code')).toBe('Required.');
  });

  it('validates a whole valid form to true', async () => {
    const form = signup();
    form.setValue('email', 'a@b.se');
    form.setValue('repeat', 'a@b.se');
    expect(await form.validate()).toBe(true);
    expect(form.errors()).toEqual([]);
  });

  it('re-validates a match field when the field it copies changes', () => {
    const form = signup();
    form.setValue('email', 'a@b.se');
    form.setValue('repeat', 'a@b.se');
    expect(form.getError('repeat')).toBeUndefined();
    form.setValue('email', 'c@b.se');
    expect(form.getError('repeat')).toBe('Not matched.');
  });

  it('does not validate a match field the user has not reached yet', () => {
    const form = signup();
    form.setValue('email', 'a@b.se');
    expect(form.getError('repeat')).toBeUndefined();
  });

  it('notifies subscribers with a new state object on every change', () => {
    const form = signup();
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    const before = form.getState();
    form.setValue('email', 'x');
    expect(listener).toHaveBeenCalled();
    expect(form.getState()).not.toBe(before);
    expect(form.getState().values.email).toBe('x');
    unsubscribe();
    listener.mockClear();
    form.setValue('email', 'y');
    expect(listener).not.toHaveBeenCalled();
  });

  it('setErrors shows server errors until the field validates again', () => {
    const form = signup();
    form.setErrors([
      { field: 'email', message: 'Adressen används redan.' },
      { field: 'email', message: 'ignored second' },
      { field: 'form', message: 'Något gick fel.' },
    ]);
    expect(form.errors()).toEqual([
      { field: 'email', message: 'Adressen används redan.' },
      { field: 'form', message: 'Något gick fel.' },
    ]);
    form.setValue('email', 'a@b.se');
    expect(form.getError('email')).toBeUndefined();
    form.clearErrors();
    expect(form.errors()).toEqual([]);
  });

  it('reset restores values and clears errors and flags', async () => {
    const form = signup('conservative');
    form.setValue('email', 'x');
    await form.validate();
    form.reset();
    expect(form.getState()).toMatchObject({ values: blank, errors: {}, validated: {} });
    form.setValue('email', 'y');
    expect(form.getError('email')).toBeUndefined();
  });

  it('fails a rule that throws or rejects with its message', async () => {
    const form = createValidator({
      initialValues: { a: 'x', b: 'x' },
      rules: {
        a: [
          custom(() => {
            throw new Error('network');
          }),
        ],
        b: [
          custom(() => Promise.reject(new Error('network')), {
            message: 'Kunde inte kontrollera.',
          }),
        ],
      },
    });
    expect(await form.validateField('a')).toBe(false);
    expect(form.getError('a')).toBe('Error.');
    expect(await form.validateField('b')).toBe(false);
    expect(form.getError('b')).toBe('Kunde inte kontrollera.');
  });
});

describe('async rules and debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks a field as validating until an async rule settles', async () => {
    let resolve: (free: boolean) => void = () => {};
    const form = createValidator({
      initialValues: { user: '' },
      rules: { user: [custom(() => new Promise<boolean>((r) => (resolve = r)))] },
    });
    const result = form.setValue('user', 'anna');
    expect(form.getState().validating.user).toBe(true);
    resolve(false);
    expect(await result).toBe(false);
    expect(form.getState().validating.user).toBeUndefined();
    expect(form.getError('user')).toBe('Error.');
  });

  it('runs a debounced rule only after the quiet period, and only for the latest value', async () => {
    const seen: unknown[] = [];
    const form = createValidator({
      initialValues: { user: '' },
      rules: {
        user: [
          custom(
            (value) => {
              seen.push(value);
              return value !== 'taken';
            },
            { debounce: 300 },
          ),
        ],
      },
    });
    const first = form.setValue('user', 'tak');
    vi.advanceTimersByTime(200);
    const second = form.setValue('user', 'taken');
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    expect(form.getState().validating.user).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['taken']);
    // The superseded call resolves with the latest call's result.
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    expect(form.getError('user')).toBe('Error.');
  });

  it('lets a later synchronous result win over a pending debounced one', async () => {
    const check = vi.fn(() => false);
    const form = createValidator({
      initialValues: { user: '' },
      rules: { user: [required(), custom(check, { debounce: 100 })] },
    });
    const pending = form.setValue('user', 'anna');
    form.setValue('user', '');
    expect(form.getError('user')).toBe('Required.');
    await vi.advanceTimersByTimeAsync(500);
    expect(check).not.toHaveBeenCalled();
    expect(await pending).toBe(false);
    expect(form.getError('user')).toBe('Required.');
    expect(form.getState().validating.user).toBeUndefined();
  });

  it('drops a slow async result that a newer call overtook', async () => {
    const resolvers: ((ok: boolean) => void)[] = [];
    const form = createValidator({
      initialValues: { user: '' },
      rules: { user: [custom(() => new Promise<boolean>((r) => resolvers.push(r)))] },
    });
    const older = form.setValue('user', 'a');
    const newer = form.setValue('user', 'b');
    resolvers[1]?.(true);
    expect(await newer).toBe(true);
    resolvers[0]?.(false);
    expect(await older).toBe(true);
    expect(form.getError('user')).toBeUndefined();
  });

  it('dispose stops pending debounce timers', async () => {
    const check = vi.fn(() => true);
    const form = createValidator({
      initialValues: { user: '' },
      rules: { user: [custom(check, { debounce: 100 })] },
    });
    void form.setValue('user', 'a');
    form.dispose();
    await vi.advanceTimersByTimeAsync(200);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('cache', () => {
  function counted(cache: 'all' | 'last' | false | undefined) {
    const check = vi.fn((value: unknown) => value !== 'taken');
    const form = createValidator({
      initialValues: { user: '' },
      rules: { user: [custom(check)] },
      ...(cache === undefined ? {} : { cache }),
    });
    return { form, check };
  }

  it('throws for an unknown cache option', () => {
    expect(() => createValidator({ cache: 'some' as 'all' })).toThrow('Invalid cache');
  });

  it('without a cache every validation runs the rules', () => {
    const { form, check } = counted(undefined);
    form.setValue('user', 'a');
    form.setValue('user', 'b');
    form.setValue('user', 'a');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("'all' remembers the result for every value seen", () => {
    const { form, check } = counted('all');
    form.setValue('user', 'taken');
    form.setValue('user', 'free');
    form.setValue('user', 'taken');
    form.setValue('user', 'free');
    expect(check).toHaveBeenCalledTimes(2);
    expect(form.getError('user')).toBeUndefined();
    form.setValue('user', 'taken');
    expect(form.getError('user')).toBe('Error.');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("'last' remembers only the last value", () => {
    const { form, check } = counted('last');
    form.setValue('user', 'taken');
    form.setValue('user', 'taken');
    expect(check).toHaveBeenCalledTimes(1);
    form.setValue('user', 'free');
    form.setValue('user', 'taken');
    expect(check).toHaveBeenCalledTimes(3);
    expect(form.getError('user')).toBe('Error.');
  });

  it('keys the cache on the fields a rule depends on too', () => {
    const form = createValidator({
      initialValues: { email: 'a@b.se', repeat: '' },
      rules: { repeat: [match('email')] },
      cache: 'all',
    });
    form.setValue('repeat', 'a@b.se');
    expect(form.getError('repeat')).toBeUndefined();
    form.setValue('email', 'c@b.se');
    expect(form.getError('repeat')).toBe('Not matched.');
  });

  it('answers a cached debounced rule at once', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(() => true);
      const form = createValidator({
        initialValues: { user: '' },
        rules: { user: [custom(check, { debounce: 300 })] },
        cache: 'all',
      });
      const first = form.setValue('user', 'anna');
      await vi.advanceTimersByTimeAsync(300);
      expect(await first).toBe(true);
      form.setValue('user', 'bo');
      const again = form.setValue('user', 'anna');
      expect(form.getState().validating.user).toBeUndefined();
      expect(await again).toBe(true);
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
