import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import X from 'lucide-react/icons/x';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Kolla!', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kolla!' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The focus ring is there at once, in its own colour: it does not fade in with the colours. */
export const FocusRingAtOnce: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const ring = getComputedStyle(button);
    const focus = getComputedStyle(document.documentElement).getPropertyValue('--color-focus');
    const probe = document.createElement('div');
    probe.style.color = focus;
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineColor).toBe(expected);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Läs mer' } };

export const Loading: Story = {
  args: { loading: true, children: 'Beställ' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Beställ/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#bredband">Till bredband</a> },
};

/** One icon in a square 44 px target, named by its aria-label (close, minimise). */
export const Icon: Story = {
  args: {
    variant: 'ghost',
    size: 'icon',
    'aria-label': 'Stäng',
    children: <X aria-hidden="true" className="size-5" />,
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Stäng' });
    await expect(button.getBoundingClientRect().width).toBe(44);
    await expect(button.getBoundingClientRect().height).toBe(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

const variants = ['primary', 'secondary', 'outline', 'ghost', 'link'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} loading>
            Laddar
          </Button>
          <Button variant={variant} disabled>
            Inaktiv
          </Button>
          <Button variant={variant} size="icon" aria-label="Stäng">
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ))}
    </div>
  ),
};
