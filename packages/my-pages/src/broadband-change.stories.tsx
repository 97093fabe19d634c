import {
  mypagesEmptyHandlers,
  mypagesErrorHandlers,
  mypagesFailingWritesHandlers,
  mypagesHandlers,
  mypagesLoadingHandlers,
} from '@lingon/contracts/msw/mypages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BroadbandChangeFlow } from './broadband-change';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'My pages/BroadbandChangeFlow',
  component: BroadbandChangeFlow,
  decorators: [withFreshState],
  parameters: { msw: { handlers: mypagesHandlers() } },
} satisfies Meta<typeof BroadbandChangeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Anna moves from 250/250 to 500/500 with its campaign: in effect at once, thank-you focused. */
export const ChangeSpeed: Story = {
  parameters: { msw: { handlers: mypagesHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Ditt bredband nu:/)).toHaveTextContent(
      'Bredband 250/250',
    );
    const faster = await canvas.findByRole('radio', { name: 'Bredband 500/500, 490 kr/mån' });
    await expect(faster).toHaveAccessibleDescription(
      '500 Mbit/s ner, 500 Mbit/s upp · Kampanj: Första månaden utan månadsavgift',
    );
    await userEvent.click(faster);
    const summary = await canvas.findByRole('region', { name: 'Ditt byte' });
    await expect(summary).toHaveTextContent('Bytet gäller direkt när du bekräftar.');
    await userEvent.click(canvas.getByRole('button', { name: 'Bekräfta bytet' }));
    const thanks = await canvas.findByRole('heading', {
      name: 'Klart! Du har nu Bredband 500/500',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText(/LO-BB-0001/)).toBeVisible();
  },
};

/** A speed without a campaign: no campaign line. */
export const WithoutCampaign: Story = {
  play: async ({ canvas }) => {
    const slower = await canvas.findByRole('radio', { name: 'Bredband 100/100, 295 kr/mån' });
    await expect(slower).toHaveAccessibleDescription('100 Mbit/s ner, 100 Mbit/s upp');
  },
};

export const ChangeFails: Story = {
  parameters: { msw: { handlers: mypagesFailingWritesHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'Bredband 1000/1000, 490 kr/mån' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bekräfta bytet' }));
    await expect(await canvas.findByText('Bytet kunde inte genomföras')).toBeVisible();
  },
};

/** Karin has no broadband. */
export const NoBroadband: Story = {
  parameters: { msw: { handlers: mypagesEmptyHandlers() } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Du har inget bredband hos oss att byta hastighet på.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mypagesLoadingHandlers() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Laddar hastigheterna du kan byta till…',
    );
  },
};

export const Unavailable: Story = {
  parameters: { msw: { handlers: mypagesErrorHandlers() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vi kunde inte hämta hastigheterna',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ canvas }) => {
    const speeds = await waitFor(() => {
      const found = canvas.getAllByRole('radio', { name: 'Bredband 500/500, 490 kr/mån' });
      expect(found).toHaveLength(2);
      return found;
    });
    for (const radio of speeds) await userEvent.click(radio);
    await waitFor(() =>
      expect(canvas.getAllByRole('region', { name: 'Ditt byte' })).toHaveLength(2),
    );
  },
};
