import { addonChangeContract } from '@lingon/contracts/mypages/addon-change';
import { addonsContract, type AddonsResponse } from '@lingon/contracts/mypages/addons';
import type { Addon } from '@lingon/contracts/mypages/schemas';
import { useContractCache, useContractMutation, useContractQuery } from '@lingon/contracts/query';
import { useAtom } from 'jotai';
import * as React from 'react';
import { addonSettleSteps } from './addon-settle';
import { addonChangesAtom, type AddonChangeState } from './state';

/** A change the server made that the page is still settling: its timers, and its end at once. */
interface Settle {
  timers: number[];
  finish: () => void;
}

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
  const settles = React.useRef(new Map<string, Settle>());
  const mounted = React.useRef(false);
  // Each subscription's addons as last known, so a change that ends builds on the changes that
  // ended before it rather than on the list of the moment it was made.
  const latest = React.useRef(new Map<string, AddonsResponse>());

  React.useEffect(() => {
    if (msisdn && addons.data) latest.current.set(msisdn, addons.data);
  }, [msisdn, addons.data]);

  React.useEffect(() => {
    mounted.current = true;
    const pending = settles.current;
    return () => {
      mounted.current = false;
      // The change states outlive the page (an app-wide atom): a change the customer leaves
      // while it settles ends now, so the page they come back to is never stuck on 'Sparar…'.
      for (const settle of [...pending.values()]) {
        settle.timers.forEach((timer) => window.clearTimeout(timer));
        settle.finish();
      }
    };
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
    const answer = await change
      .trigger({
        body: activate
          ? { msisdn, addonName: addon.name, activate: true, optionName: optionName ?? '' }
          : { msisdn, addonName: addon.name, activate: false },
      })
      .catch(() => null);
    if (!answer) {
      update(key, { active: addon.active, status: 'error' });
      return;
    }
    const steps = addonSettleSteps(answer.action, activate);
    const status = answer.action ? 'unchanged' : 'saved';
    const finish = () => {
      settles.current.delete(key);
      const current = latest.current.get(msisdn);
      if (current) {
        const next: AddonsResponse = {
          addons: current.addons.map((item) =>
            item.name === answer.addon.name ? answer.addon : item,
          ),
        };
        latest.current.set(msisdn, next);
        void cache.set(addonsContract, { body: { msisdn } }, next);
      }
      update(key, { active: steps.at(-1)?.active ?? answer.addon.active, status });
    };
    // Answered after the customer left: nobody sees the settle, so it ends at once.
    if (!mounted.current) {
      finish();
      return;
    }
    const timers = steps.map((step, index) =>
      window.setTimeout(
        index === steps.length - 1
          ? finish
          : () => update(key, { active: step.active, status: 'settling' }),
        step.at,
      ),
    );
    settles.current.set(key, { timers, finish });
  }

  const stateOf = (addon: Addon): AddonChangeState | undefined =>
    msisdn ? changes[`${msisdn}:${addon.name}`] : undefined;

  return { addons, setAddon, stateOf };
}
