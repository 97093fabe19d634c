import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonText } from './skeleton';

function CardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6">
      <Skeleton className="h-6 w-1/2" />
      <SkeletonText lines={3} />
      <Skeleton className="h-9 w-24 rounded-pill" />
    </div>
  );
}

const meta = {
  title: 'Design system/Skeleton',
  component: SkeletonGroup,
  args: {
    className: 'max-w-sm',
    children: <CardSkeleton />,
  },
} satisfies Meta<typeof SkeletonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear one "Laddar…"; the shapes themselves are hidden from them. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Laddar…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Hämtar dina fakturor…', children: <SkeletonText lines={4} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hämtar dina fakturor…');
  },
};

/** A list of product cards while they load. */
export const LoadingList: Story = {
  args: {
    className: 'grid max-w-3xl gap-4 sm:grid-cols-3',
    children: (
      <>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    // The pulse is stopped so the reference screenshot is stable.
    <div className="flex flex-col gap-4 [&_[data-slot=skeleton]]:animate-none">
      <SkeletonGroup>
        <CardSkeleton />
      </SkeletonGroup>
      <SkeletonGroup className="flex-row items-center">
        <Skeleton className="size-12 rounded-pill" />
        <SkeletonText lines={2} className="flex-1" />
      </SkeletonGroup>
      <SkeletonGroup>
        <SkeletonText lines={1} />
      </SkeletonGroup>
    </div>
  ),
};
