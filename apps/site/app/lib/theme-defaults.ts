/**
 * The Default theme preset: the environment's dark list, which here is one empty entry (SPEC §4),
 * so every page follows the visitor's choice or system setting.
 */
export const DEFAULT_DARK_URLS: readonly string[] = [''];
