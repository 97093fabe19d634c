import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, userEvent } from 'storybook/test';
import { selectedHardwareAtom } from '../lib/order-state';
import { MediaPlayerChoice } from './media-player-choice';
import { StoryProviders } from './story-providers';

/** The order state's choice, as the order would send it. */
function ChosenHardware() {
  const hardware = useAtomValue(selectedHardwareAtom);
  return (
    <output aria-label="Skickas med ordern" className="text-sm text-muted">
      {hardware.length > 0 ? hardware.join(', ') : 'Inga mediaspelare'}
    </output>
  );
}

const offerDay = new Date('2026-11-20T12:00:00+01:00');
const afterOffer = new Date('2026-11-24T12:00:00+01:00');

const meta = {
  title: 'Broadband/Checkout/MediaPlayerChoice',
  component: MediaPlayerChoice,
  args: { now: afterOffer },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div className="flex max-w-md flex-col gap-4">
          <Story />
          <ChosenHardware />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof MediaPlayerChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After 23 November: ordinary prices; ticking a player puts it in the order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const appleTv = canvas.getByRole('checkbox', { name: /Apple TV, 799/ });
    await expect(appleTv).not.toBeChecked();
    await userEvent.click(appleTv);
    await expect(appleTv).toBeChecked();
    await userEvent.click(canvas.getByText(/Chromecast, 199/));
    await expect(canvas.getByRole('status', { name: 'Skickas med ordern' })).toHaveTextContent(
      'APPLETV, CHROMECAST',
    );
    await userEvent.click(appleTv);
    await expect(canvas.getByRole('status', { name: 'Skickas med ordern' })).toHaveTextContent(
      'CHROMECAST',
    );
  },
};

/** Until 23 November: 50 % off (799 → 399,50 and 199 → 99,50). */
export const DuringOffer: Story = {
  args: { now: offerDay },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/50 % rabatt till och med 23 november/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Apple TV, 399,5/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Chromecast, 99,5/ })).toBeVisible();
  },
};

/** Both price states in both themes: the visual baseline. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-8">
      <MediaPlayerChoice now={afterOffer} />
      <MediaPlayerChoice now={offerDay} />
    </div>
  ),
};
