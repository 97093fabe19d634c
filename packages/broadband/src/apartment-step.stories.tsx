import { evaluateFixtureAddress } from '@lingon/contracts/fixtures/broadband';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ApartmentStep } from './apartment-step';
import { withFreshState } from './testing/story-state';
import { productByPointVariants } from './testing/msw-variants';

const storgatan3 = evaluateFixtureAddress(
  { streetName: 'Storgatan', streetNumber: '3', city: 'Lund' },
  () => 'PC-1',
);
const kungsgatan12 = evaluateFixtureAddress(
  { streetName: 'Kungsgatan', streetNumber: '12', city: 'Umeå' },
  () => 'PC-2',
);
const hit = {
  streetName: 'Storgatan',
  streetNumber: '3',
  entrance: '',
  city: 'Lund',
  zipcode: '22221',
};

const meta = {
  title: 'Broadband/ApartmentStep',
  component: ApartmentStep,
  args: {
    addresses: storgatan3.addresses,
    offering: storgatan3.product,
    address: hit,
    onCovered: fn(),
  },
  decorators: [withFreshState()],
  parameters: { msw: { handlers: broadbandHandlers } },
} satisfies Meta<typeof ApartmentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 4000 };

/** Keyboard only: ↓ into the list, Enter chooses the first home (the evaluated one). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Välj din bostad i listan:' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Lägenhetsnummer' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onCovered).toHaveBeenCalledOnce();
    await expect(args.onCovered).toHaveBeenCalledWith({
      home: expect.objectContaining({ pointId: '100000101', apartmentNumber: '1001' }),
      offering: storgatan3.product,
    });
  },
};

/** Another home than the first gets its own offering from product by point. */
export const OtherHome: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Lägenhetsnummer' }), '1101');
    const [entranceA, entranceB] = canvas.getAllByRole('option');
    await expect(entranceA).toHaveAccessibleName(/Uppgång A/);
    await userEvent.click(entranceB as HTMLElement);
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith({
      home: expect.objectContaining({ pointId: '100000203', entrance: 'B' }),
      offering: expect.objectContaining({ accessId: 'AC100000203' }),
    });
  },
};

export const EntranceToConfirm: Story = {
  args: {
    addresses: kungsgatan12.addresses,
    offering: kungsgatan12.product,
    address: { ...hit, streetName: 'Kungsgatan', streetNumber: '12', city: 'Umeå' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Bekräfta din bostad på/)).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /Kungsgatan 12 B/ }));
    await expect(args.onCovered).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...productByPointVariants.loading, ...broadbandHandlers] } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getAllByRole('option')[1] as HTMLElement);
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .some((status) => status.textContent?.includes('Hämtar erbjudandet för din bostad…')),
      ).toBe(true),
    );
    await expect(canvasElement.querySelector('[data-slot="apartment-step"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onCovered).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vi hittade inga lägenheter på adressen.')).toBeVisible();
    await expect(canvas.getByText(/Hittar du inte din lägenhet\?/)).toBeVisible();
  },
};

/** A number that matches no home: the step still gives a way forward, the support line. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Lägenhetsnummer' }), '9999');
    await expect(await canvas.findByText(/Ingen lägenhet matchar/)).toBeVisible();
    await expect(canvas.getByText(/Hittar du inte din lägenhet\?/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '0771-40 40 40' })).toHaveAttribute(
      'href',
      'tel:+46771404040',
    );
  },
};

/** SPEC §8: a failed product-by-point call is only logged; the evaluation's offering is used. */
export const Error: Story = {
  parameters: { msw: { handlers: [...productByPointVariants.error, ...broadbandHandlers] } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('option')[1] as HTMLElement);
    await waitFor(() => expect(args.onCovered).toHaveBeenCalledOnce(), slow);
    await expect(args.onCovered).toHaveBeenCalledWith(
      expect.objectContaining({ offering: storgatan3.product }),
    );
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  args: {
    addresses: storgatan3.addresses.slice(0, 4),
  },
};
