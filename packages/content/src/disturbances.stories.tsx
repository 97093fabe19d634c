import {
  siteEmptyHandlers,
  siteErrorHandlers,
  siteHandlers,
  siteLoadingHandlers,
} from '@lingon/contracts/msw/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DISTURBANCES_ERROR, Disturbances, NO_DISTURBANCES } from './disturbances';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Content/Disturbances',
  component: Disturbances,
  decorators: [withFreshCache],
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof Disturbances>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** One ongoing disturbance, then the two resolved ones, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const ongoing = await canvas.findByRole('region', { name: 'Pågående störningar' }, slow);
    await expect(within(ongoing).getAllByRole('listitem')).toHaveLength(1);
    await expect(
      within(ongoing).getByRole('heading', { name: 'Begränsad mobiltäckning i centrala Umeå' }),
    ).toBeVisible();
    await expect(within(ongoing).getByText('Pågår')).toBeVisible();
    const resolved = canvas.getByRole('region', { name: 'Nyligen åtgärdade' });
    const titles = within(resolved)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Avbrott i fibernätet i Jönköping',
      'Fördröjda sms till och från utlandet',
    ]);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: siteLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar driftinformation…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: siteEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(NO_DISTURBANCES, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Nyligen åtgärdade' })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: siteErrorHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(DISTURBANCES_ERROR);
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeEnabled();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders every region twice, so region names repeat; on a page they are unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByText('Avbrott i fibernätet i Jönköping', {}, slow);
  },
};
