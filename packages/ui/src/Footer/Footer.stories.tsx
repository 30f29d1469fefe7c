import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import { expect, userEvent, within } from 'storybook/test';
import { GAME_CATEGORY_KEYS } from '@portal/i18n';
import { Box } from '../Box';
import type { CategoryCode } from '../CategoryIcon';
import { Footer, type FooterColumn, type FooterProps } from './Footer';

type StoryArgs = Pick<FooterProps, 'brand' | 'year' | 'age'>;

const products: CategoryCode[] = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'LOTT'];
const helpItems = ['aboutUs', 'terms', 'privacy', 'responsibleGaming', 'faq'] as const;
const socials = ['facebook', 'telegram', 'youtube'] as const;

function useColumns(): FooterColumn[] {
  const { t } = useTranslation(['nav']);
  return [
    {
      id: 'products',
      title: t('footer.products'),
      links: products.map((code) => ({ label: t(GAME_CATEGORY_KEYS[code]), href: `#${code.toLowerCase()}` })),
    },
    {
      id: 'help',
      title: t('footer.help'),
      links: helpItems.map((key) => ({ label: t(`footer.helpItems.${key}`), href: `#help-${key}` })),
    },
    {
      id: 'contact',
      title: t('footer.contact'),
      links: [
        { label: t('footer.customerService'), href: 'https://example.com/cs', external: true },
        { label: t('footer.feedback'), href: '#feedback' },
        { label: t('footer.affiliate'), href: '#affiliate' },
      ],
    },
  ];
}

function FullFooter(args: StoryArgs) {
  const { t } = useTranslation(['nav']);
  return (
    <Footer
      {...args}
      columns={useColumns()}
      licence="Licensed and regulated for online gaming. Licence no. 000-0000 (sample text from the white label)."
    >
      <Box
        as="ul"
        display="flex"
        gap="lg"
        aria-label={t('footer.followUs')}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {socials.map((key) => (
          <li key={key}>
            <a href={`https://example.com/${key}`} target="_blank" rel="noopener noreferrer">
              {t(`footer.social.${key}`)}
            </a>
          </li>
        ))}
      </Box>
    </Footer>
  );
}

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer as unknown as ComponentType<StoryArgs>,
  args: { brand: 'Portal', year: 2026, age: 18 },
  // The footer spans the page: shoot it at full width.
  parameters: { visual: { fit: 'block' } },
  render: (args) => <FullFooter {...args} />,
  // Default carries the brand's look; the legal-only footer and another age are content.
  tags: ['visual-one-brand'],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products, help and contact columns, social links, licence, 18+ badge and copyright. */
export const Default: Story = {
  tags: ['!visual-one-brand'],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    for (const name of ['Products', 'Help', 'Contact us']) {
      await expect(within(footer).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(within(footer).getByRole('region', { name: 'Help' })).toBeVisible();
    await expect(within(footer).getByRole('list', { name: 'Follow us' })).toBeVisible();
    await expect(
      within(footer).getByRole('link', { name: 'Customer service (Opens in a new window)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(
      within(footer).getByRole('img', { name: 'Only for players aged 18 and over' }),
    ).toHaveTextContent('18+');
    await expect(within(footer).getByText('© 2026 Portal. All rights reserved.')).toBeVisible();
    await userEvent.tab();
    await expect(within(footer).getByRole('link', { name: 'Live casino' })).toHaveFocus();
  },
};

/** Only the legal line: age badge, notice and copyright. */
export const LegalOnly: Story = {
  render: (args) => <Footer {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByText('Players must be over 18 years old to play. Please play responsibly.'),
    ).toBeVisible();
  },
};

/** A white label with a legal age of 21. */
export const ConfiguredAge: Story = {
  args: { age: 21, year: 2027 },
  render: (args) => <Footer {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for players aged 21 and over' })).toHaveTextContent(
      '21+',
    );
    await expect(canvas.getByText('© 2027 Portal. All rights reserved.')).toBeVisible();
  },
};
