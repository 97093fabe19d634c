import {
  siteEmptyHandlers,
  siteErrorHandlers,
  siteHandlers,
  siteLoadingHandlers,
} from '@lingon/contracts/msw/site';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ReviewsWidget } from './reviews-widget';
import { withFreshCache } from './testing/story-state';

const meta = {
  title: 'Content/ReviewsWidget',
  component: ReviewsWidget,
  args: { limit: 4 },
  decorators: [withFreshCache],
  parameters: { msw: { handlers: siteHandlers() } },
} satisfies Meta<typeof ReviewsWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** The four newest reviews, each rating spoken once ("Betyg 5 av 5"), and the average. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Vad våra kunder säger' }, slow);
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4), slow);
    await expect(within(region).getByText('Enkelt och billigt')).toBeVisible();
    await expect(within(region).getAllByRole('img', { name: 'Betyg 5 av 5' }).length).toBe(2);
    await expect(within(region).getByText(/12 omdömen/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: siteLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar omdömen…');
  },
};

/** No reviews: the widget is marketing, so it shows nothing rather than an empty box. */
export const Empty: Story = {
  parameters: { msw: { handlers: siteEmptyHandlers() } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="reviews-widget"]')).toBeNull(),
      slow,
    );
  },
};

/** The reviews service fails: nothing is shown (no user-visible error for marketing). */
export const Error: Story = {
  parameters: { msw: { handlers: siteErrorHandlers } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-slot="reviews-widget"]')).toBeNull(),
      slow,
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  parameters: {
    // Side by side renders every region twice, so region names repeat; on a page they are unique.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByText('Enkelt och billigt', {}, slow);
  },
};
