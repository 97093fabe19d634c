import { CheckAddressFirst } from './check-address-first';
import { formatAddressHit } from '@lingon/contracts/broadband/address-search';
import { nationalMobileSchema } from '@lingon/contracts/phone';
import { potentialCustomerRequestSchema } from '@lingon/contracts/broadband/potential-customer-create';
import { isApiError } from '@lingon/contracts/errors';
import { ErrorBanner } from '@lingon/design-system/error-banner';
import { Banner } from '@lingon/design-system/banner';
import { Button } from '@lingon/design-system/button';
import { cn } from '@lingon/design-system/lib/cn';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@lingon/design-system/modal';
import { TextField } from '@lingon/design-system/text-field';
import type { FieldBinding, FieldInputProps } from '@lingon/forms/use-validator';
import { useValidator } from '@lingon/forms/use-validator';
import { zodRule } from '@lingon/forms/zod';
import { useAtom, useAtomValue } from 'jotai';
import * as React from 'react';
import {
  addedToWaitingListAtom,
  addressObjectAtom,
  potentialCustomerIdAtom,
} from './lib/order-state';
import { useJoinWaitingList } from './use-waiting-list';

const fields = potentialCustomerRequestSchema.shape;
const rules = {
  name: [zodRule(fields.name)],
  email: [zodRule(fields.email)],
  mobile: [zodRule(nationalMobileSchema.optional(), { emptyAsUndefined: true })],
};

/** The validator's binding on a DS TextField: the Field wires the error and description ids. */
function inputProps(binding: FieldBinding<FieldInputProps>) {
  const { 'aria-describedby': _describedBy, 'aria-invalid': _invalid, ...input } = binding.input;
  return { ...input, error: binding.error };
}

/** Server field errors name the body path ('body.email'); the form knows 'email'. */
function formErrors(error: unknown) {
  if (!isApiError(error, 'validation')) return [];
  return error.fieldErrors
    .map(({ field, message }) => ({ field: field.replace(/^body\./, ''), message }))
    .filter(({ field }) => field in rules);
}

export interface WaitingListProps extends React.ComponentProps<'section'> {
  /** The visitor closed the confirmation after signing up. */
  onSignedUp?: () => void;
  /** No address is stored (e.g. the page was opened directly): where the search is. */
  checkAddressHref?: string;
  headingLevel?: 2 | 3;
}

/**
 * /bredband/notyet: no broadband at the address yet. The visitor signs up for the waiting list
 * with name, e-mail and phone; the sign-up refers to the potential customer the evaluation
 * created. A modal confirms it and addedToWaitingList is set.
 */
export function WaitingList({
  onSignedUp,
  checkAddressHref,
  headingLevel = 2,
  className,
  ...props
}: WaitingListProps) {
  const address = useAtomValue(addressObjectAtom);
  const potentialCustomerId = useAtomValue(potentialCustomerIdAtom);
  const [added, setAdded] = useAtom(addedToWaitingListAtom);
  const join = useJoinWaitingList();
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const doneRef = React.useRef<HTMLDivElement>(null);
  const form = useValidator({
    initialValues: { name: '', email: '', mobile: '' },
    rules,
    mode: 'conservative',
  });
  const Heading = `h${headingLevel}` as const;
  const addressText = address ? formatAddressHit(address) : null;

  const submit = form.handleSubmit(async (values) => {
    if (!address || join.isMutating) return;
    try {
      await join.trigger({
        body: {
          ...(potentialCustomerId ? { id: potentialCustomerId } : {}),
          name: values.name,
          email: values.email,
          ...(values.mobile.trim() ? { mobile: values.mobile } : {}),
          address: {
            streetName: address.streetName,
            streetNumber: address.streetNumber,
            entrance: address.entrance,
            city: address.city,
          },
        },
      });
      setAdded(true);
      setConfirmOpen(true);
    } catch (error) {
      // Field errors land next to their fields; anything else shows the failure banner.
      const errors = formErrors(error);
      if (errors.length > 0) {
        form.setErrors(errors);
        join.reset();
      }
    }
  });

  return (
    <section
      data-slot="waiting-list"
      className={cn('flex flex-col gap-6 text-fg', className)}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <Heading className="text-2xl font-bold">Ställ dig på väntelistan</Heading>
        {/* Without an address (the page reloaded, or opened directly) nothing is known about
            coverage: the step says only that the address comes first. */}
        {addressText ? (
          <p className="text-base text-muted">
            Vi kan tyvärr inte leverera bredband till{' '}
            <strong className="text-fg">{addressText}</strong> ännu. Fibernätet byggs ut hela tiden.
            Anmäl dig så hör vi av oss när du kan beställa.
          </p>
        ) : null}
      </div>

      {!address ? (
        <CheckAddressFirst title="Kolla din adress först" checkAddressHref={checkAddressHref}>
          Vi behöver veta vilken adress du vill ha bredband till. Finns det inget bredband där än
          kan du ställa dig på väntelistan.
        </CheckAddressFirst>
      ) : added && !confirmOpen ? (
        // Where focus goes when the confirmation closes: the form it came from is gone.
        <Banner ref={doneRef} tabIndex={-1} variant="success" title="Du står på väntelistan">
          Vi hör av oss så snart du kan beställa bredband på {addressText}.
        </Banner>
      ) : (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <TextField
            label="Namn"
            autoComplete="name"
            required
            {...inputProps(form.field('name'))}
          />
          <TextField
            label="E-post"
            type="email"
            autoComplete="email"
            required
            {...inputProps(form.field('email'))}
          />
          <TextField
            label="Mobilnummer (valfritt)"
            type="tel"
            autoComplete="tel"
            hint="Vi skickar ett sms när du kan beställa."
            {...inputProps(form.field('mobile'))}
          />
          {join.error ? (
            <ErrorBanner>
              Vi kunde inte spara din anmälan just nu. Försök igen om en stund.
            </ErrorBanner>
          ) : null}
          <Button
            type="submit"
            loading={join.isMutating}
            loadingLabel="Skickar anmälan…"
            className="self-start"
          >
            Anmäl mig
          </Button>
        </form>
      )}

      <Modal
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) onSignedUp?.();
        }}
      >
        <ModalContent
          size="sm"
          onCloseAutoFocus={(event) => {
            if (!doneRef.current) return;
            event.preventDefault();
            doneRef.current.focus();
          }}
        >
          <ModalHeader>
            <ModalTitle>Tack för din anmälan!</ModalTitle>
            <ModalDescription>Du står nu på vår väntelista.</ModalDescription>
          </ModalHeader>
          <ModalBody>
            <p>
              Vi hör av oss till <strong>{form.values.email}</strong> så snart du kan beställa
              bredband{addressText ? ` på ${addressText}` : ''}.
            </p>
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button>Klar</Button>
            </ModalClose>
          </ModalFooter>
        </ModalContent>
      </Modal>
    </section>
  );
}
