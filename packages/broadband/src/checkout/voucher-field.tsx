import { Button } from '@lingon/design-system/button';
import { Field, FieldError, FieldHint, FieldLabel } from '@lingon/design-system/field';
import { Input } from '@lingon/design-system/text-field';
import { cn } from '@lingon/design-system/lib/cn';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useVoucher, type UseVoucherOptions } from './use-voucher';

export type VoucherFieldProps = UseVoucherOptions & { className?: string };

/**
 * The voucher code of the order page. A code counts only for the product it was checked for;
 * Enter checks the code instead of sending the order form around it.
 */
export function VoucherField({ className, ...options }: VoucherFieldProps) {
  const voucher = useVoucher(options);
  return (
    <div
      data-slot="voucher-field"
      data-state={voucher.status}
      className={cn('flex flex-col gap-2', className)}
    >
      {voucher.applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-success-bg px-4 py-3">
          <p role="status" className="flex items-start gap-2 text-base">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>
              Rabattkoden <strong>{voucher.applied.code}</strong> är tillagd:{' '}
              {voucher.applied.description}.
            </span>
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={voucher.remove}>
            Ta bort rabattkoden
          </Button>
        </div>
      ) : (
        // The field's parts around a row of the input and its button: the button lines up with
        // the input at every width, whatever the label, hint or error take above and below.
        <Field invalid={Boolean(voucher.error)}>
          <FieldLabel>Rabattkod</FieldLabel>
          <div className="flex items-start gap-3">
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={voucher.code}
              onChange={(event) => voucher.setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void voucher.apply();
              }}
              className="flex-1"
            />
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              loading={voucher.status === 'checking'}
              loadingLabel="Kontrollerar rabattkoden…"
              onClick={() => void voucher.apply()}
            >
              Använd
            </Button>
          </div>
          <FieldHint>Har du fått en rabattkod? Fyll i den här.</FieldHint>
          {/* Said as it appears: focus stays on Använd, or in the field after Enter. */}
          <FieldError role="alert">{voucher.error}</FieldError>
        </Field>
      )}
    </div>
  );
}
