import { describe, expect, it } from 'vitest';
import { buildContentIconSprite, type LucideIconData } from './build-sprite';
import { CONTENT_ICONS, isContentIconName } from './content-icon-names';

async function lucideIcons(): Promise<Map<string, LucideIconData>> {
  const icons = new Map<string, LucideIconData>();
  for (const lucideName of Object.values(CONTENT_ICONS)) {
    const module = (await import(`lucide-react/icons/${lucideName}`)) as {
      __iconData: LucideIconData;
    };
    icons.set(lucideName, module.__iconData);
  }
  return icons;
}

describe('the content icons sprite', () => {
  it('is content-icons.svg, drawn from the lucide icons the names stand for', async () => {
    const icons = await lucideIcons();
    const sprite = buildContentIconSprite((name) => icons.get(name) as LucideIconData);
    // `vitest run -u` rewrites it after a name is added or lucide redraws an icon.
    await expect(sprite).toMatchFileSnapshot('./content-icons.svg');
  });

  it('has a symbol for every name and draws each with lucide’s elements', async () => {
    const icons = await lucideIcons();
    const sprite = buildContentIconSprite((name) => icons.get(name) as LucideIconData);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(Object.keys(CONTENT_ICONS));
    const wifi = /<symbol id="wifi"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1] ?? '';
    expect(wifi.match(/<path d="[^"]+"\/>/g)).toHaveLength(icons.get('wifi')?.node.length ?? -1);
    // lucide's React keys are not attributes of the drawing.
    expect(sprite).not.toContain(' key=');
    const unlock = /<symbol id="unlock"[^>]*>(.*?)<\/symbol>/.exec(sprite)?.[1];
    const lockOpenPath = icons.get('lock-open')?.node.find(([tag]) => tag === 'path')?.[1]['d'];
    expect(unlock).toContain(`<path d="${String(lockOpenPath)}"/>`);
  });

  it('knows the names content may use and no others', () => {
    expect(isContentIconName('wifi')).toBe(true);
    expect(isContentIconName('unlock')).toBe(true);
    expect(isContentIconName('lock-open')).toBe(false);
    expect(isContentIconName('toString')).toBe(false);
  });
});
