import { addonChangeContract } from '@lingon/contracts/mypages/addon-change';
import { addonsContract, type AddonsResponse } from '@lingon/contracts/mypages/addons';
import type { Addon } from '@lingon/contracts/mypages/schemas';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { useAtom } from 'jotai';
import * as React from 'react';
import { addonSettleSteps } from './addon-settle';
import { addonChangesAtom, type AddonChangeState } from './state';

/**
 * One subscription's addons and the way to switch them (SPEC §4): while a change is saved the
 * addon says so; a change that was made settles (null) after 2 s and flips after 2.5 s; a failed
 * one keeps the earlier state and says so.
 */
export function useAddons(msisdn: string | null) {
  const input = msisdn ? { body: { msisdn } } : null;
  const addons = useContractQuery(addonsContract, input, { revalidateOnFocus: false });
  const change = useContractMutation(addonChangeContract);
  const cache = useContractCache();
  const [changes, setChanges] = useAtom(addonChangesAtom);
  const timers = React.useRef<number[]>([]);

  React.useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const update = React.useCallback(
    (key: string, state: AddonChangeState) =>
      setChanges((current) => ({ ...current, [key]: state })),
    [setChanges],
  );

  async function setAddon(addon: Addon, activate: boolean, optionName?: string) {
    if (!msisdn) return;
    const key = `${msisdn}:${addon.name}`;
    update(key, { active: addon.active, status: 'saving' });
    try {
      const answer = await change.trigger({
        body: activate
          ? { msisdn, addonName: addon.name, activate: true, optionName: optionName ?? '' }
          : { msisdn, addonName: addon.name, activate: false },
      });
      const steps = addonSettleSteps(answer.action, activate);
      steps.forEach((step, index) => {
        const last = index === steps.length - 1;
        timers.current.push(
          window.setTimeout(() => {
            if (last) {
              const current = addons.data;
              if (current) {
                const next: AddonsResponse = {
                  addons: current.addons.map((item) =>
                    item.name === answer.addon.name ? answer.addon : item,
                  ),
                };
                void cache.set(addonsContract, { body: { msisdn } }, next);
              }
            }
            update(key, {
              active: step.active,
              status: step.active === null ? 'settling' : answer.action ? 'unchanged' : 'saved',
            });
          }, step.at),
        );
      });
    } catch {
      update(key, { active: addon.active, status: 'error' });
    }
  }

  const stateOf = (addon: Addon): AddonChangeState | undefined =>
    msisdn ? changes[`${msisdn}:${addon.name}`] : undefined;

  return { addons, setAddon, stateOf };
}
