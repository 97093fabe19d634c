import { useContractMutation } from '@lingon/contracts/query';
import { telemarketingVoucherValidateContract } from '@lingon/contracts/campaigns/telemarketing-voucher-validate';
import {
  voucherCodeSchema,
  voucherValidateContract,
  type VoucherValidateResponse,
} from '@lingon/contracts/campaigns/voucher-validate';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { appliedVoucherAtom, type AppliedVoucher } from './checkout-state';
import { telemarketingHeaders, type TelemarketingMode } from './telemarketing';
import { checkVoucher, VOUCHER_TEXTS } from './voucher';

export type VoucherStatus = 'idle' | 'checking' | 'applied' | 'rejected';

export interface UseVoucherOptions {
  productId: string | null;
  telemarketing?: TelemarketingMode | null;
  /** The customer's personal number (telemarketing: sent as TM_CUSTOMER). */
  personalNumber?: string;
}

/** Check a voucher code for the selected product and keep the accepted one in the order state. */
export function useVoucher({ productId, telemarketing, personalNumber = '' }: UseVoucherOptions) {
  const [applied, setApplied] = useAtom(appliedVoucherAtom);
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const web = useContractMutation(voucherValidateContract);
  const tm = useContractMutation(telemarketingVoucherValidateContract);
  const current: AppliedVoucher | null =
    applied && applied.productId === productId ? applied : null;

  /** The answer of the latest check only (an earlier, slower answer is dropped by the hook). */
  function settle(answer: VoucherValidateResponse) {
    const result = checkVoucher(answer, productId);
    if (result.status === 'valid' && productId) {
      setApplied({
        code: result.code,
        campaignName: result.campaignName,
        productId,
        description: result.description,
      });
      setCode(result.code);
    } else {
      setApplied(null);
      setError(
        result.status === 'not-for-product' ? VOUCHER_TEXTS.notForProduct : VOUCHER_TEXTS.invalid,
      );
    }
  }
  const latestOnly = { onSuccess: settle, onError: () => setError(VOUCHER_TEXTS.error) };

  async function apply() {
    const parsed = voucherCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? VOUCHER_TEXTS.invalid);
      return;
    }
    setError(null);
    const params = { voucher: parsed.data };
    if (telemarketing) {
      const headers = telemarketingHeaders(telemarketing, personalNumber);
      if (!headers) {
        setError(VOUCHER_TEXTS.needsCustomer);
        return;
      }
      web.reset();
      await tm.trigger({ params, headers }, latestOnly).catch(() => undefined);
    } else {
      tm.reset();
      await web.trigger({ params }, latestOnly).catch(() => undefined);
    }
  }

  function remove() {
    web.reset();
    tm.reset();
    setApplied(null);
    setCode('');
    setError(null);
  }

  function changeCode(next: string) {
    setCode(next);
    setError(null);
  }

  const checking = web.isMutating || tm.isMutating;
  const status: VoucherStatus = checking
    ? 'checking'
    : current
      ? 'applied'
      : error
        ? 'rejected'
        : 'idle';
  return { code, setCode: changeCode, apply, remove, status, error, applied: current };
}
