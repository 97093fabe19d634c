import { useContractMutation } from '@lingon/contracts/query';
import { isApiError } from '@lingon/contracts/errors';
import {
  FEEDBACK_TOPIC_LABELS,
  FEEDBACK_TOPICS,
  feedbackContract,
  feedbackRequestSchema,
} from '@lingon/contracts/site/feedback';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { CheckboxField } from '@lingon/design-system/checkbox';
import { Field, FieldError, FieldHint, FieldLabel } from '@lingon/design-system/field';
import { cn } from '@lingon/design-system/lib/cn';
import { formatNumber } from '@lingon/design-system/lib/format';
import { RadioGroupField, RadioGroupItem } from '@lingon/design-system/radio-group';
import { Textarea, TextField } from '@lingon/design-system/text-field';
import { useValidator } from '@lingon/forms/use-validator';
import { validateWithZod, zodRules } from '@lingon/forms/zod';
import * as React from 'react';
import { formErrorsFromServer, textFieldProps } from './lib/form-binding';

export const FEEDBACK_SENT_TITLE = 'Tack för dina synpunkter!';
export const FEEDBACK_FAILED_TITLE = 'Dina synpunkter kunde inte skickas';

const RATING_LABELS = [
  'Mycket missnöjd',
  'Missnöjd',
  'Varken nöjd eller missnöjd',
  'Nöjd',
  'Mycket nöjd',
];

interface FeedbackValues {
  topic: string;
  rating: string;
  message: string;
  name: string;
  email: string;
  contactMe: boolean;
  [key: string]: unknown;
}

const initialValues: FeedbackValues = {
  topic: '',
  rating: '',
  message: '',
  name: '',
  email: '',
  contactMe: false,
};

const fieldRules = zodRules(feedbackRequestSchema);

/** The message's length limits, from the contract's schema (the server checks the same). */
const messageSchema = feedbackRequestSchema.shape.message;
export const FEEDBACK_MESSAGE_MIN = messageSchema.minLength ?? 0;
export const FEEDBACK_MESSAGE_MAX = messageSchema.maxLength ?? Infinity;

/**
 * What the counter under the message says: how many characters are left, or how many too many.
 * Counted as the schema counts them, without leading and trailing spaces.
 */
export function messageCount(message: string, max: number = FEEDBACK_MESSAGE_MAX) {
  const left = max - message.trim().length;
  const over = left < 0;
  // Grouped with a no-break space, as the hint and the schema's message write it: 2 000.
  const count = formatNumber(Math.abs(left));
  return {
    over,
    text: over ? `${count} tecken för mycket` : `${count} tecken kvar`,
  };
}

export interface FeedbackFormProps extends Omit<React.ComponentProps<'form'>, 'onSubmit'> {
  /** The page the visitor came from (a path), sent along for context. */
  fromPage?: string;
  /** Called after the server has stored the feedback. */
  onSent?: (id: string) => void;
}

/**
 * The /tyck-till form: what it is about, an optional rating, the message and optional contact
 * details. Fields are checked with the contract's own schema once the visitor first submits,
 * and the server's field errors land next to the same fields.
 */
export function FeedbackForm({ fromPage, onSent, className, ...props }: FeedbackFormProps) {
  const form = useValidator<FeedbackValues>({
    initialValues,
    rules: {
      topic: fieldRules.topic,
      message: fieldRules.message,
      name: fieldRules.name,
      email: fieldRules.email,
    },
    mode: 'conservative',
  });
  const send = useContractMutation(feedbackContract);
  const status = send.data ? 'sent' : send.isMutating ? 'sending' : send.error ? 'failed' : 'idle';
  const statusRef = React.useRef<HTMLDivElement>(null);
  const countId = React.useId();

  React.useEffect(() => {
    if (status === 'sent' || status === 'failed') statusRef.current?.focus();
  }, [status]);

  const submit = form.handleSubmit(async (values) => {
    const parsed = validateWithZod(feedbackRequestSchema, {
      topic: values.topic,
      rating: values.rating ? Number(values.rating) : undefined,
      message: values.message,
      name: values.name || undefined,
      email: values.email,
      page: fromPage,
      contactMe: values.contactMe,
    });
    if (!parsed.success) {
      // Cross-field rules (contact me needs an email) only show on the whole form.
      form.setErrors(parsed.errors);
      return;
    }
    try {
      const saved = await send.trigger({ body: parsed.data });
      onSent?.(saved.id);
    } catch (error) {
      // Field errors land next to their fields; anything else shows the failure banner.
      if (isApiError(error, 'validation') && error.fieldErrors.length > 0) {
        form.setErrors(formErrorsFromServer(error.fieldErrors));
        send.reset();
      }
    }
  });

  if (status === 'sent') {
    return (
      <div ref={statusRef} tabIndex={-1} className="flex flex-col items-start gap-4 outline-none">
        <Banner variant="success" title={FEEDBACK_SENT_TITLE}>
          Vi läser allt som kommer in och använder det för att bli bättre.
          {form.values.contactMe ? ' Vi hör av oss till dig via e-post.' : ''}
        </Banner>
        <Button
          variant="outline"
          onClick={() => {
            form.reset(initialValues);
            send.reset();
          }}
        >
          Skicka fler synpunkter
        </Button>
      </div>
    );
  }

  const topic = form.field('topic');
  const rating = form.field('rating');
  const message = form.field('message');
  const count = messageCount(message.input.value);
  const email = form.field('email');
  const contactMe = form.checkbox('contactMe');

  return (
    <form
      noValidate
      aria-label="Tyck till"
      onSubmit={(event) => void submit(event)}
      className={cn('flex max-w-xl flex-col gap-6', className)}
      {...props}
    >
      {status === 'failed' ? (
        <div ref={statusRef} tabIndex={-1} className="outline-none">
          <Banner variant="error" title={FEEDBACK_FAILED_TITLE}>
            Något gick fel hos oss. Försök igen om en stund.
          </Banner>
        </div>
      ) : null}

      <RadioGroupField
        id={topic.input.id}
        label="Vad gäller det?"
        required
        value={topic.input.value}
        onValueChange={(value) => topic.input.onChange(value)}
        error={topic.error}
      >
        {FEEDBACK_TOPICS.map((value) => (
          <RadioGroupItem key={value} value={value} label={FEEDBACK_TOPIC_LABELS[value]} />
        ))}
      </RadioGroupField>

      <RadioGroupField
        id={rating.input.id}
        label="Hur nöjd är du? (valfritt)"
        value={rating.input.value}
        onValueChange={(value) => rating.input.onChange(value)}
      >
        {RATING_LABELS.map((label, index) => (
          <RadioGroupItem key={label} value={String(index + 1)} label={label} />
        ))}
      </RadioGroupField>

      <Field controlId={message.input.id} required invalid={Boolean(message.error) || count.over}>
        <FieldLabel>Dina synpunkter</FieldLabel>
        <FieldHint>
          {`Minst ${formatNumber(FEEDBACK_MESSAGE_MIN)} och högst ${formatNumber(FEEDBACK_MESSAGE_MAX)} tecken.`}
        </FieldHint>
        {/* The Field adds its hint and error to what the textarea is described by. */}
        <Textarea
          rows={6}
          id={message.input.id}
          name={message.input.name}
          value={message.input.value}
          onChange={message.input.onChange}
          onBlur={message.input.onBlur}
          aria-describedby={countId}
        />
        {/* Shown as the visitor types; the limit itself is the schema's, checked on sending. */}
        <p
          id={countId}
          data-slot="character-count"
          data-state={count.over ? 'over' : 'within'}
          className={cn('text-sm', count.over ? 'font-medium text-danger' : 'text-muted')}
        >
          {count.text}
        </p>
        <FieldError>{message.error}</FieldError>
      </Field>

      <TextField
        label="Namn (valfritt)"
        autoComplete="name"
        {...textFieldProps(form.field('name'))}
      />
      <TextField
        // Optional until the visitor asks to be contacted: then it is needed, and the hint says why.
        label={form.values.contactMe ? 'E-post' : 'E-post (valfritt)'}
        type="email"
        autoComplete="email"
        hint={form.values.contactMe ? 'Behövs för att vi ska kunna svara dig.' : undefined}
        required={form.values.contactMe}
        {...textFieldProps(email)}
      />
      <CheckboxField
        id={contactMe.input.id}
        label="Jag vill att ni kontaktar mig om mina synpunkter"
        checked={contactMe.input.checked}
        onCheckedChange={(checked) => contactMe.input.onChange(checked === true)}
      />

      <Button type="submit" className="self-start" loading={status === 'sending'}>
        Skicka
      </Button>
    </form>
  );
}
