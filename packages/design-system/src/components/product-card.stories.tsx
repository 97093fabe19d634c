import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductCard } from './product-card';

const sellingPoints = [
  'Ingen startavgift',
  'Ingen bindningstid',
  'Support dygnet runt i chatten',
  '1 månads uppsägningstid',
];

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  args: {
    name: 'Bredband 250',
    speed: { down: 250, up: 250 },
    price: 350,
    sellingPoints,
    onSelect: fn(),
  },
  render: (args) => (
    <div className="max-w-xs">
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Bredband 250' })).toBeVisible();
    await expect(canvas.getByText('250/250 Mbit/s')).toBeVisible();
    const select = canvas.getByRole('button', { name: 'Välj Bredband 250' });
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(select);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Välj Bredband 250' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Campaign: Story = {
  args: {
    name: 'Bredband + TV',
    speed: { down: 100, up: 100 },
    price: 389,
    dealPrice: 369,
    campaignName: 'Kampanj: TV värd 1 188 kr ingår första året',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kampanj: TV värd 1 188 kr ingår första året')).toBeVisible();
    await expect(canvas.getByText(/Kampanjpris/).closest('ins')).toHaveTextContent(
      'Kampanjpris 369 kr/mån',
    );
  },
};

export const Disabled: Story = {
  args: {
    name: 'Bredband 1000',
    speed: { down: 1000, up: 1000 },
    price: 490,
    disabled: true,
    disabledReason: 'Finns inte på din adress',
  },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('button', { name: 'Välj Bredband 1000' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription('Finns inte på din adress');
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ShortTerm: Story = {
  args: {
    name: 'Korttidsbredband 7 dagar',
    speed: undefined,
    price: 249,
    priceUnit: 'kr',
    sellingPoints: ['Leverans inom 1–3 arbetsdagar', 'Ingen bindningstid'],
  },
};

export const Router: Story = {
  args: {
    name: 'Router Wi-Fi 6',
    speed: undefined,
    price: 990,
    priceUnit: 'kr',
    saving: 200,
    sellingPoints: undefined,
    selectLabel: 'Köp',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Du sparar 200 kr')).toBeVisible();
  },
};

const products = [
  { id: '100', name: 'Bredband 100', speed: { down: 100, up: 100 }, price: 295 },
  { id: '250', name: 'Bredband 250', speed: { down: 250, up: 250 }, price: 350 },
  { id: '500', name: 'Bredband 500', speed: { down: 500, up: 500 }, price: 490 },
];

/** A product list: choosing one card deselects the others. */
export const ChooseOne: Story = {
  render: function Render(args) {
    const [chosen, setChosen] = React.useState<string | undefined>(undefined);
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        {products.map((product) => (
          <ProductCard
            key={product.id}
            name={product.name}
            speed={product.speed}
            price={product.price}
            sellingPoints={sellingPoints}
            selected={chosen === product.id}
            onSelect={() => {
              setChosen(product.id);
              args.onSelect?.();
            }}
          />
        ))}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const b250 = canvas.getByRole('button', { name: 'Välj Bredband 250' });
    const b500 = canvas.getByRole('button', { name: 'Välj Bredband 500' });
    await userEvent.click(b250);
    await expect(b250).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(b500);
    await expect(b500).toHaveAttribute('aria-pressed', 'true');
    await expect(b250).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      <ProductCard
        name="Bredband 100"
        speed={{ down: 100, up: 100 }}
        price={295}
        sellingPoints={sellingPoints.slice(0, 2)}
        onSelect={() => {}}
      />
      <ProductCard
        name="Bredband 250"
        speed={{ down: 250, up: 250 }}
        price={350}
        sellingPoints={sellingPoints.slice(0, 2)}
        selected
        onSelect={() => {}}
      />
      <ProductCard
        name="Bredband + TV"
        speed={{ down: 100, up: 100 }}
        price={389}
        dealPrice={369}
        campaignName="Kampanj: 369 kr/mån"
        onSelect={() => {}}
      />
      <ProductCard
        name="Bredband 1000"
        speed={{ down: 1000, up: 1000 }}
        price={490}
        disabled
        disabledReason="Finns inte på din adress"
        onSelect={() => {}}
      />
      <ProductCard name="Router Wi-Fi 6E" price={2990} priceUnit="kr" saving={500} />
    </div>
  ),
};
