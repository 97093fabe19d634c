import { bankidFixtureQr } from '@lingon/contracts/fixtures/bankid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BANKID_QR_LABEL, BankidQrCode } from './bankid-qr-code';

const meta = {
  title: 'BankID/BankidQrCode',
  component: BankidQrCode,
  args: { value: bankidFixtureQr.atZero },
} satisfies Meta<typeof BankidQrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** BankID's published test vector: one image with instructions as its name, black on white. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const qr = canvas.getByRole('img', { name: BANKID_QR_LABEL });
    await expect(qr.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    await expect(qr.querySelector('path')?.getAttribute('d')).toBeTruthy();
  },
};

/** A smaller code where space is short: the SVG scales without blurring its modules. */
export const Compact: Story = {
  args: { className: 'size-32' },
  play: async ({ canvas }) => {
    const qr = canvas.getByRole('img', { name: BANKID_QR_LABEL });
    await expect(qr.getBoundingClientRect().width).toBe(128);
    await expect(qr).toHaveAttribute('shape-rendering', 'crispEdges');
  },
};

/** Both sizes in both themes: the code stays black on white in the dark theme too. */
export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: (args) => (
    <div className="flex items-start gap-6">
      <BankidQrCode {...args} />
      <BankidQrCode {...args} className="size-32" />
    </div>
  ),
};
