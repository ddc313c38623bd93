import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardProps,
  type CardTitleProps,
} from './card';
import { PLAYGROUND } from '../../../../../.storybook/visual';

/** What the parts of the card show: Card's own props are a section's, these are its parts'. */
type CardParts = {
  title?: string;
  titleAs?: CardTitleProps['as'];
  description?: string;
  content?: string;
  /** The footer's button; empty for a card without a footer. */
  action?: string;
};

/** A card with every part; each part's text comes from the story's args. */
function CampaignsCard({
  title = 'Последние кампании',
  titleAs,
  description = 'Обновлено сегодня в 09:00',
  content = 'Весенняя распродажа, Открытие магазина, Чёрная пятница.',
  action = 'Все кампании',
  ...card
}: CardProps & CardParts) {
  return (
    <Card {...card}>
      <CardHeader>
        <div className="space-y-1">
          <CardTitle id="card-title" as={titleAs}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{content}</p>
      </CardContent>
      {action ? (
        <CardFooter>
          <Button variant="outline" size="sm">
            {action}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { className: 'max-w-md', 'aria-labelledby': 'card-title' },
  render: (args) => <CampaignsCard {...args} />,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Последние кампании' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Последние кампании' }),
    ).toBeInTheDocument();
  },
};

export const ContentOnly: Story = {
  args: { 'aria-labelledby': undefined },
  render: (args) => (
    <Card {...args}>
      <CardContent>Карточка без заголовка.</CardContent>
    </Card>
  ),
};

/** Every prop in the Controls panel: the card's width and name, and what each of its parts shows. */
export const Playground: StoryObj<CardProps & CardParts> = {
  args: {
    className: 'max-w-md',
    'aria-labelledby': 'card-title',
    title: 'Последние кампании',
    titleAs: 'h2',
    description: 'Обновлено сегодня в 09:00',
    content: 'Весенняя распродажа, Открытие магазина, Чёрная пятница.',
    action: 'Все кампании',
  },
  argTypes: {
    className: {
      description:
        'Width and place in the layout (max-w-md in a grid of cards); the look itself is fixed.',
      control: 'text',
    },
    'aria-labelledby': {
      description:
        "The id of the card's CardTitle, which makes the card a named region; unset for a card without a title.",
      control: 'text',
    },
    title: { description: 'CardTitle: what the card holds, in a few words.', control: 'text' },
    titleAs: {
      description:
        "CardTitle's heading level: h2 for a card on a page under its h1, h3 and h4 for a card inside a section.",
      control: 'inline-radio',
      options: ['h2', 'h3', 'h4'],
      table: { defaultValue: { summary: 'h2' } },
    },
    description: {
      description:
        'CardDescription: a quiet line under the title (when it was updated, the scope); empty for none.',
      control: 'text',
    },
    content: { description: 'CardContent: the body.', control: 'text' },
    action: {
      description:
        "CardFooter's button: the way on to the full list; empty for a card without a footer.",
      control: 'text',
    },
  },
  render: (args) => <CampaignsCard {...args} />,
  parameters: PLAYGROUND,
};
