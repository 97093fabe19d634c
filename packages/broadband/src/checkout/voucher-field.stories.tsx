import { voucherValidateContract } from '@lingon/contracts/campaigns/voucher-validate';
import { broadbandHandlers } from '@lingon/contracts/msw/broadband';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { appliedVoucherAtom } from './checkout-state';
import { StoryProviders } from './story-providers';
import { VOUCHER_TEXTS } from './voucher';
import { VoucherField } from './voucher-field';

const voucherPath = `*/services/${voucherValidateContract.path}`;

const meta = {
  title: 'Broadband/Checkout/VoucherField',
  component: VoucherField,
  args: { productId: 'BB-250-250' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div className="max-w-xl">
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: broadbandHandlers } },
} satisfies Meta<typeof VoucherField>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enter(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], code: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Rabattkod/ }), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Använd' }));
}

export const Default: Story = {};

/** A voucher whose BROADBAND_VOUCHER offer lists the product. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'lingon3fri');
    await canvas.findByRole('button', { name: 'Ta bort rabattkoden' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rabattkoden LINGON3FRI är tillagd: 3 månader utan månadsavgift.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ta bort rabattkoden' }));
    await expect(canvas.getByRole('textbox', { name: /Rabattkod/ })).toHaveValue('');
  },
};

/** Enter in the field checks the code (it never submits the order form around it). */
export const ValidWithEnter: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Rabattkod/ }), 'LINGON3FRI{Enter}');
    await canvas.findByRole('button', { name: 'Ta bort rabattkoden' });
    await expect(canvas.getByRole('status')).toHaveTextContent(/är tillagd/);
  },
};

/** A real voucher for other products (100 Mbit/s only). */
export const NotForThisProduct: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'FIBER100');
    await expect(await canvas.findByText(VOUCHER_TEXTS.notForProduct)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Rabattkod/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Unknown and expired codes. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await enter(canvas, 'SOMMAR2025');
    // Said as it appears: focus stays on Använd (or in the field, after Enter).
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VOUCHER_TEXTS.invalid);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Rabattkod/ }));
    await enter(canvas, 'bad code!');
    await expect(
      await canvas.findByText('Rabattkoden får bara innehålla bokstäver, siffror och bindestreck'),
    ).toBeVisible();
  },
};

/** The check is running. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(voucherPath, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await enter(canvas, 'LINGON3FRI');
    await expect(canvas.getByRole('button', { name: /Använd/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The voucher service is down. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(voucherPath, () =>
          HttpResponse.json([{ field: 'service', message: 'Tjänsten är inte tillgänglig' }], {
            status: 503,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await enter(canvas, 'LINGON3FRI');
    await expect(await canvas.findByText(VOUCHER_TEXTS.error)).toBeVisible();
  },
};

/** Telemarketing: the TM-only voucher is checked for the customer on the TM endpoint. */
export const Telemarketing: Story = {
  args: { telemarketing: { key: 'demo-tm-key' }, personalNumber: '198503121231' },
  play: async ({ canvas }) => {
    await enter(canvas, 'TMVIP');
    await canvas.findByRole('button', { name: 'Ta bort rabattkoden' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rabattkoden TMVIP är tillagd: 6 månader utan månadsavgift.',
    );
  },
};

/** Telemarketing without the customer's personal number: nothing is sent. */
export const TelemarketingWithoutCustomer: Story = {
  args: { telemarketing: { key: 'demo-tm-key' }, personalNumber: '' },
  play: async ({ canvas }) => {
    await enter(canvas, 'TMVIP');
    await expect(await canvas.findByText(VOUCHER_TEXTS.needsCustomer)).toBeVisible();
  },
};

/** A phone as the review used it (iPhone 12–15), with the site's page padding. */

/** At 390 px the button sits beside the input, lined up with it, not with the label above. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [
    (Story) => (
      <div className="px-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const input = canvas.getByRole('textbox', { name: /Rabattkod/ }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Använd' }).getBoundingClientRect();
    await expect(Math.round(button.top)).toBe(Math.round(input.top));
    await expect(Math.round(button.bottom)).toBe(Math.round(input.bottom));
    await expect(button.left).toBeGreaterThanOrEqual(input.right);
    // Also with an error below the input.
    await enter(canvas, 'SOMMAR2025');
    // Said as it appears: focus stays on Använd (or in the field, after Enter).
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VOUCHER_TEXTS.invalid);
    const invalidInput = canvas.getByRole('textbox', { name: /Rabattkod/ }).getBoundingClientRect();
    const sameButton = canvas.getByRole('button', { name: 'Använd' }).getBoundingClientRect();
    await expect(Math.round(sameButton.top)).toBe(Math.round(invalidInput.top));
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <VoucherField {...args} />
      <StoryProviders
        seed={(store) =>
          store.set(appliedVoucherAtom, {
            code: 'LINGON3FRI',
            campaignName: 'BROADBAND_VOUCHER_CAMPAIGN',
            productId: 'BB-250-250',
            description: '3 månader utan månadsavgift',
          })
        }
      >
        <VoucherField {...args} />
      </StoryProviders>
    </div>
  ),
};
