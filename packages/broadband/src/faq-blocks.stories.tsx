import { staticPageContract } from '@lingon/contracts/content/static-page';
import { staticPages } from '@lingon/contracts/fixtures/content';
import {
  contentEmptyHandlers,
  contentErrorHandlers,
  contentHandlers,
  contentLoadingHandlers,
} from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FaqBlock, FaqBlocks } from './faq-blocks';
import { withFreshState } from './testing/story-state';

const meta = {
  title: 'Broadband/FaqBlocks',
  component: FaqBlock,
  args: { kind: 'long-term' },
  decorators: [withFreshState()],
  parameters: { msw: { handlers: contentHandlers } },
} satisfies Meta<typeof FaqBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** Long-term broadband: activation, notice, outage compensation (at least 25 kr). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Vanliga frågor om bredband', level: 2 }, slow);
    const question = canvas.getByRole('button', { name: 'Får jag ersättning vid avbrott?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/minst 25 kr/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vilken uppsägningstid har jag?' }));
    await expect(canvas.getByText(/Uppsägningstiden är en månad/)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hur lång tid tar det innan bredbandet fungerar?' }),
    );
    // A word joiner after the dash keeps the range on one line: '2–5 dagar' never breaks.
    await expect(canvas.getByText(/2–\u20605\sdagar/)).toBeVisible();
  },
};

/** Short-term: only in the named open-fibre and city networks; delivery 1–3 working days. */
export const ShortTerm: Story = {
  args: { kind: 'short-term' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Var finns korttidsbredband?' }, slow),
    );
    await expect(canvas.getByText(/Nordfibers öppna fibernät/)).toBeVisible();
    await expect(canvas.getByText(/Vätterstrandens Stadsnät/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hur snabbt levereras det?' }));
    await expect(canvas.getByText(/1–\u20603\sarbetsdagar/)).toBeVisible();
  },
};

const shortTermPage = staticPages.find((page) => page.slug === 'bredband/wifitogo');
// The stories name one `Error`: the global one here.
if (!shortTermPage) throw new globalThis.Error('No fixture page bredband/wifitogo');

/** A FAQ section the content system gives no heading: the default, spelt as the product is. */
export const ShortTermDefaultHeading: Story = {
  args: { kind: 'short-term' },
  parameters: {
    msw: {
      handlers: [
        http.get(`*/services/${staticPageContract.path}`, () =>
          HttpResponse.json({
            ...shortTermPage,
            sections: shortTermPage.sections.map((section) => {
              if (section.type !== 'faq') return section;
              const { heading: _heading, ...withoutHeading } = section;
              return withoutHeading;
            }),
          }),
        ),
        ...contentHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Vanliga frågor om korttidsbredband' }, slow),
    ).toBeVisible();
  },
};

export const Bundle: Story = {
  args: { kind: 'bundle' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Vanliga frågor om Bredband + TV' }, slow);
    await userEvent.click(
      canvas.getByRole('button', { name: 'På hur många enheter kan jag titta?' }),
    );
    await expect(canvas.getByText(/2 enheter/)).toBeVisible();
  },
};

export const Several: Story = {
  render: () => <FaqBlocks kinds={['long-term', 'short-term']} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Vanliga frågor om bredband' }, slow);
    await canvas.findByRole('heading', { name: 'Vanliga frågor om korttidsbredband' }, slow);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: contentLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Laddar vanliga frågor…');
  },
};

/** No FAQ in the content system: nothing is shown. */
export const Empty: Story = {
  parameters: { msw: { handlers: contentEmptyHandlers } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), slow);
    await expect(canvasElement.querySelector('[data-slot="faq-block"]')).toBeNull();
  },
};

/** SPEC §8: content failures show no user-visible error. */
export const Error: Story = {
  parameters: { msw: { handlers: contentErrorHandlers } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole(
      'button',
      { name: 'Får jag ersättning vid avbrott?' },
      slow,
    );
    await userEvent.click(first as HTMLElement);
  },
};
