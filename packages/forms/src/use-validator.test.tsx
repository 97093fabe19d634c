// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { custom, email, required } from './rules';
import { useValidator } from './use-validator';
import type { ValidationMode } from './validator';

afterEach(cleanup);

function SignupForm({
  mode,
  onValid,
}: {
  mode?: ValidationMode;
  onValid: (values: { email: string; consent: boolean }) => void;
}) {
  const form = useValidator({
    initialValues: { email: '', consent: false },
    rules: {
      email: [required(), email()],
      consent: [
        custom((v) => v === true, {
          validatesEmpty: true,
          message: 'Du måste godkänna villkoren.',
        }),
      ],
    },
    ...(mode ? { mode } : {}),
  });
  const emailField = form.field('email');
  const consent = form.checkbox('consent');
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor={emailField.input.id}>E-post</label>
      <input type="email" {...emailField.input} />
      {emailField.error ? <p id={emailField.errorId}>{emailField.error}</p> : null}
      <label>
        <input {...consent.input} />
        Jag godkänner villkoren
      </label>
      {consent.error ? <p id={consent.errorId}>{consent.error}</p> : null}
      <button type="submit">Skicka</button>
    </form>
  );
}

describe('useValidator', () => {
  it('binds value and onChange, and shows the error with aria props in interactive mode', () => {
    render(<SignupForm onValid={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('E-post');
    expect(input.value).toBe('');
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(input, { target: { value: 'anna' } });
    expect(input.value).toBe('anna');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Invalid email.');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);

    fireEvent.change(input, { target: { value: 'anna@lingon.se' } });
    expect(screen.queryByText('Invalid email.')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('validates an untouched field on blur in interactive mode', () => {
    render(<SignupForm onValid={vi.fn()} />);
    fireEvent.blur(screen.getByLabelText('E-post'));
    expect(screen.getByText('Required.')).toBeTruthy();
  });

  it('in conservative mode shows errors only after submit, then follows changes', async () => {
    const onValid = vi.fn();
    render(<SignupForm mode="conservative" onValid={onValid} />);
    const input = screen.getByLabelText('E-post');
    fireEvent.change(input, { target: { value: 'anna' } });
    fireEvent.blur(input);
    expect(screen.queryByText('Invalid email.')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    });
    expect(screen.getByText('Invalid email.')).toBeTruthy();
    expect(screen.getByText('Du måste godkänna villkoren.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    // Focus moves to the first invalid field.
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'anna@lingon.se' } });
    expect(screen.queryByText('Invalid email.')).toBeNull();
  });

  it('binds a checkbox and submits valid values', async () => {
    const onValid = vi.fn();
    render(<SignupForm mode="manual" onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@lingon.se' } });
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox');
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    });
    expect(onValid).toHaveBeenCalledWith({ email: 'anna@lingon.se', consent: true });
  });

  it('takes a raw value in onChange from custom controls and exposes the error list', () => {
    const { result } = renderHook(() =>
      useValidator({ initialValues: { plan: '' }, rules: { plan: [required()] } }),
    );
    act(() => result.current.field('plan').input.onChange(''));
    expect(result.current.errorList).toEqual([{ field: 'plan', message: 'Required.' }]);
    act(() => result.current.field('plan').input.onChange('BASIC'));
    expect(result.current.values.plan).toBe('BASIC');
    expect(result.current.field('plan').error).toBeUndefined();
  });

  it('reports a running debounced rule as validating and stops it on unmount', async () => {
    vi.useFakeTimers();
    try {
      const check = vi.fn(() => true);
      const { result, unmount } = renderHook(() =>
        useValidator({
          initialValues: { user: '' },
          rules: { user: [custom(check, { debounce: 300 })] },
        }),
      );
      act(() => result.current.field('user').input.onChange('anna'));
      expect(result.current.field('user').validating).toBe(true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
      expect(result.current.field('user').validating).toBe(false);
      expect(check).toHaveBeenCalledTimes(1);

      act(() => result.current.field('user').input.onChange('bo'));
      unmount();
      await vi.advanceTimersByTimeAsync(300);
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one validator across renders', () => {
    const { result, rerender } = renderHook(() => useValidator({ initialValues: { a: '' } }));
    const first = result.current.validator;
    rerender();
    expect(result.current.validator).toBe(first);
  });

  it('focuses the first invalid field with its message already tied to it', async () => {
    render(<SignupForm onValid={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('E-post');
    let describedOnFocus: string | null = null;
    input.addEventListener('focus', () => {
      describedOnFocus = input.getAttribute('aria-describedby');
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    });
    expect(document.activeElement).toBe(input);
    expect(describedOnFocus).toBe(screen.getByText('Required.').id);
  });
});

function NumberForm({
  refusedWhileFocused,
  onValid = vi.fn(),
}: {
  refusedWhileFocused?: 'announce' | 'refocus';
  onValid?: (values: { msisdn: string }) => void;
}) {
  const form = useValidator({
    initialValues: { msisdn: '' },
    rules: { msisdn: [required({ message: 'Ange ett mobilnummer' })] },
    mode: 'manual',
    ...(refusedWhileFocused === undefined ? {} : { refusedWhileFocused }),
  });
  const field = form.field('msisdn');
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor={field.input.id}>Mobilnummer</label>
      <input {...field.input} />
      {field.error ? (
        <p key={field.errorKey} id={field.errorId} role={field.announce ? 'alert' : undefined}>
          {field.error}
        </p>
      ) : null}
      <button type="submit">Fortsätt</button>
      <button
        type="button"
        onClick={() => form.showErrors([{ field: 'msisdn', message: 'Numret har ett abonnemang' }])}
      >
        Servern
      </button>
    </form>
  );
}

describe('useValidator refusedWhileFocused', () => {
  async function submitByEnter(input: HTMLElement) {
    input.focus();
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
  }

  it('announces the message of a field refused while it has focus, anew each time', async () => {
    render(<NumberForm refusedWhileFocused="announce" />);
    const input = screen.getByLabelText('Mobilnummer');
    await submitByEnter(input);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Ange ett mobilnummer');
    expect(document.activeElement).toBe(input);
    await submitByEnter(input);
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert').textContent).toBe('Ange ett mobilnummer');
  });

  it('does not announce a field focused from elsewhere, nor after its value changed', async () => {
    render(<NumberForm refusedWhileFocused="announce" />);
    const input = screen.getByLabelText('Mobilnummer');
    await submitByEnter(input);
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.change(input, { target: { value: '07' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Ange ett mobilnummer')).toBeTruthy();

    screen.getByRole('button', { name: 'Fortsätt' }).focus();
    fireEvent.change(input, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is off by default: a focused field is neither announced nor entered again', async () => {
    render(<NumberForm />);
    const input = screen.getByLabelText('Mobilnummer');
    const entered = vi.fn();
    input.addEventListener('focus', entered);
    await submitByEnter(input);
    entered.mockClear();
    await submitByEnter(input);
    expect(screen.getByText('Ange ett mobilnummer')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(entered).not.toHaveBeenCalled();
  });

  it("with 'refocus' leaves a focused field and enters it again, without an alert", async () => {
    render(<NumberForm refusedWhileFocused="refocus" />);
    const input = screen.getByLabelText('Mobilnummer');
    input.focus();
    const entered = vi.fn(() => input.getAttribute('aria-describedby'));
    input.addEventListener('focus', entered);
    await act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
    expect(entered).toHaveBeenCalledTimes(1);
    expect(entered.mock.results[0]?.value).toBe(screen.getByText('Ange ett mobilnummer').id);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows errors from the server at the field and focuses it', async () => {
    render(<NumberForm refusedWhileFocused="announce" />);
    const input = screen.getByLabelText('Mobilnummer');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Servern' }));
    });
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Numret har ett abonnemang')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
