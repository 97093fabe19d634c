import { productListSchema } from '@lingon/contracts/content/product-lists';
import { productLists } from '@lingon/contracts/fixtures/content';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import {
  contentEmptyHandlers,
  contentErrorHandlers,
  contentHandlers,
  contentLoadingHandlers,
} from '@lingon/contracts/msw/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShortTerm, ShortTermView } from './short-term';
import { withFreshState } from './testing/story-state';

const shortTerm = productListSchema.parse(productLists['short-term']).products;

const meta = {
  title: 'Broadband/ShortTerm',
  component: ShortTerm,
  args: { onProductChosen: fn() },
  decorators: [withFreshState()],
  parameters: { msw: { handlers: [...broadbandHandlers, ...contentHandlers] } },
} satisfies Meta<typeof ShortTerm>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(3);
    const prices = cards.map((card) => card.querySelector('[data-slot="price"]')?.textContent);
    await expect(prices.map((text) => text?.replace(/\s/g, ''))).toEqual([
      '149kr',
      '249kr',
      '299kr',
    ]);
    // The intro; every card also says it, under its product and among its selling points.
    await expect(canvas.getByText(/Leverans inom 1–3 arbetsdagar, och perioden/)).toBeVisible();
    // Kept on one line by a word joiner after the dash and a no-break space before the unit.
    await expect(canvas.getAllByText(/^Leverans inom 1–\u20603\sarbetsdagar$/)).toHaveLength(3);
    await expect(canvas.getByText(/Nordfibers öppna fibernät/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Välj Korttidsbredband 7 dagar' }));
    await expect(args.onProductChosen).toHaveBeenCalledOnce();
    await expect(args.onProductChosen).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'BB-ST-7D', durationDays: 7 }),
    );
    await canvas.findByRole('heading', { name: 'Vanliga frågor om korttidsbredband' }, slow);
  },
};

/** At an address without coverage no period can be chosen. */
export const AtAddress: Story = {
  args: { pointId: '100000501' },
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('article', {}, slow);
    await expect(
      await within(first as HTMLElement).findByText('Finns inte på din adress', {}, slow),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Välj Korttidsbredband 3 dagar' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...contentLoadingHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Hämtar korttidsbredband…');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...contentEmptyHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inget korttidsbredband just nu', {}, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [...contentErrorHandlers, ...broadbandHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      'Vi kan inte visa korttidsbredband just nu',
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <ShortTermView
      products={shortTerm.slice(0, 2)}
      selectedProductId="BB-ST-7D"
      offeredIds={new Set(['BB-ST-7D'])}
      onChoose={args.onProductChosen}
    />
  ),
};
