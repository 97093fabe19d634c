import { apiCall } from '@lingon/contracts/client';
import { telemarketingVoucherValidateContract } from '@lingon/contracts/campaigns/telemarketing-voucher-validate';
import {
  voucherCodeSchema,
  voucherValidateContract,
  type VoucherValidateResponse,
} from '@lingon/contracts/campaigns/voucher-validate';
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
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
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latestCheck = useRef(0);
  const current: AppliedVoucher | null =
    applied && applied.productId === productId ? applied : null;

  async function apply() {
    const parsed = voucherCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? VOUCHER_TEXTS.invalid);
      return;
    }
    let request: Promise<VoucherValidateResponse>;
    if (telemarketing) {
      const headers = telemarketingHeaders(telemarketing, personalNumber);
      if (!headers) {
        setError(VOUCHER_TEXTS.needsCustomer);
        return;
      }
      request = apiCall(telemarketingVoucherValidateContract, {
        params: { voucher: parsed.data },
        headers,
      });
    } else {
      request = apiCall(voucherValidateContract, { params: { voucher: parsed.data } });
    }
    const check = (latestCheck.current += 1);
    setChecking(true);
    setError(null);
    try {
      const result = checkVoucher(await request, productId);
      if (check !== latestCheck.current) return;
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
    } catch {
      if (check === latestCheck.current) setError(VOUCHER_TEXTS.error);
    } finally {
      if (check === latestCheck.current) setChecking(false);
    }
  }

  function remove() {
    latestCheck.current += 1;
    setApplied(null);
    setCode('');
    setError(null);
    setChecking(false);
  }

  function changeCode(next: string) {
    setCode(next);
    setError(null);
  }

  const status: VoucherStatus = checking
    ? 'checking'
    : current
      ? 'applied'
      : error
        ? 'rejected'
        : 'idle';
  return { code, setCode: changeCode, apply, remove, status, error, applied: current };
}
