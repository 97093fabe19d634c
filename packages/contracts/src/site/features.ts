import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * Every feature that can be switched off (SPEC §6 'feature-toggle'). A toggle is a kill switch
 * for a feature that is built and live: a feature is on unless its row says otherwise.
 */
export const FEATURE_NAMES = ['prepaid-top-up'] as const;
export const featureNameSchema = z.enum(FEATURE_NAMES);
export type FeatureName = z.infer<typeof featureNameSchema>;

/** One stored toggle (the `feature_toggles` table and the seed fixture). */
export interface FeatureToggle {
  name: string;
  enabled: boolean;
}

/** Every known feature with its state; the server always answers all of them. */
export const featureStatesSchema = z.record(featureNameSchema, z.boolean());
export type FeatureStates = z.infer<typeof featureStatesSchema>;

/**
 * The state of every known feature: off when `disabled` names it (the server's operator
 * override), else as its toggle says; on when it has no toggle. Toggles of names no longer
 * known (a retired feature) are ignored.
 */
export function featureStates(
  toggles: Iterable<FeatureToggle>,
  disabled: readonly FeatureName[] = [],
): FeatureStates {
  const stored = new Map<string, boolean>();
  for (const toggle of toggles) stored.set(toggle.name, toggle.enabled);
  return Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, !disabled.includes(name) && (stored.get(name) ?? true)]),
  ) as FeatureStates;
}

/**
 * Which features are on. Public and never cached, so that switching a feature off takes effect
 * on the visitor's next navigation.
 */
export const featuresContract = defineContract({
  id: 'site.features',
  method: 'GET',
  path: 'site/v1/features',
  summary: 'Vilka funktioner som är påslagna (feature toggles)',
  response: z.object({ features: featureStatesSchema }),
});
