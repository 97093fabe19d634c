import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
} from './card';

function SpeedCard(props: CardProps) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle>Bredband 250</CardTitle>
        <CardDescription>Fiber, 250/250 Mbit/s</CardDescription>
      </CardHeader>
      <CardContent>Perfekt för familjen som streamar och jobbar hemifrån.</CardContent>
      <CardFooter>
        <Button size="sm">Välj</Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Design system/Card',
  component: Card,
  render: (args) => <SpeedCard {...args} className="max-w-sm" />,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bredband 250' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Välj' })).toBeVisible();
  },
};

export const Selected: Story = {
  args: { variant: 'selected' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute(
      'data-variant',
      'selected',
    );
  },
};

/** Semantic elements through asChild: a list of cards, each an article with an h2. */
export const AsArticle: Story = {
  render: () => (
    <ul className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {['Mobil 10 GB', 'Mobil Fri surf'].map((name) => (
        <li key={name} className="flex">
          <Card asChild className="flex-1">
            <article>
              <CardHeader>
                <CardTitle asChild>
                  <h2>{name}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>Fria samtal och sms.</CardContent>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mobil Fri surf' })).toBeVisible();
  },
};

const variants = ['outline', 'elevated', 'muted', 'selected'] as const;

export const AllStates: Story = {
  globals: { theme: 'side-by-side' },
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2">
      {variants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>Fiber, 250/250 Mbit/s</CardDescription>
          </CardHeader>
          <CardContent>Innehåll i kortet.</CardContent>
          <CardFooter>
            <Button size="sm" variant="outline">
              Läs mer
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  ),
};
