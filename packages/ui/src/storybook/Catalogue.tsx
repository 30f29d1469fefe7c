import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useTranslation } from '../Translation';
import * as AlertDialogStories from '../AlertDialog/AlertDialog.stories';
import * as AmountStories from '../Amount/Amount.stories';
import * as AvatarStories from '../Avatar/Avatar.stories';
import * as BalanceChipStories from '../BalanceChip/BalanceChip.stories';
import * as BreadcrumbStories from '../Breadcrumb/Breadcrumb.stories';
import * as ButtonStories from '../Button/Button.stories';
import * as CaptchaFieldStories from '../CaptchaField/CaptchaField.stories';
import * as CarouselStories from '../Carousel/Carousel.stories';
import * as CategoryIconStories from '../CategoryIcon/CategoryIcon.stories';
import * as CheckboxStories from '../Checkbox/Checkbox.stories';
import * as ConfirmDialogStories from '../ConfirmDialog/ConfirmDialog.stories';
import * as CountBadgeStories from '../CountBadge/CountBadge.stories';
import * as DataTableStories from '../DataTable/DataTable.stories';
import * as DateRangePickerStories from '../DateRangePicker/DateRangePicker.stories';
import * as DialogStories from '../Dialog/Dialog.stories';
import * as DropdownMenuStories from '../DropdownMenu/DropdownMenu.stories';
import * as EmptyStateStories from '../EmptyState/EmptyState.stories';
import * as ErrorStateStories from '../ErrorState/ErrorState.stories';
import * as FloatingServiceWidgetStories from '../FloatingServiceWidget/FloatingServiceWidget.stories';
import * as FooterStories from '../Footer/Footer.stories';
import * as FormFieldStories from '../FormField/FormField.stories';
import * as GameCardStories from '../GameCard/GameCard.stories';
import * as GameGridStories from '../GameGrid/GameGrid.stories';
import * as GameLaneStories from '../GameLane/GameLane.stories';
import * as HeaderBarStories from '../HeaderBar/HeaderBar.stories';
import * as IconStories from '../Icon/Icon.stories';
import * as ImageUploadStories from '../ImageUpload/ImageUpload.stories';
import * as JackpotCounterStories from '../JackpotCounter/JackpotCounter.stories';
import * as LanguageSelectStories from '../LanguageSelect/LanguageSelect.stories';
import * as LeaderboardStories from '../Leaderboard/Leaderboard.stories';
import * as LiveClockStories from '../LiveClock/LiveClock.stories';
import * as NoticeStories from '../Notice/Notice.stories';
import * as NoticeMarqueeStories from '../NoticeMarquee/NoticeMarquee.stories';
import * as PageHeaderStories from '../PageHeader/PageHeader.stories';
import * as PageLoaderStories from '../PageLoader/PageLoader.stories';
import * as PaginationStories from '../Pagination/Pagination.stories';
import * as PasswordFieldStories from '../PasswordField/PasswordField.stories';
import * as PhoneFieldStories from '../PhoneField/PhoneField.stories';
import * as PopoverStories from '../Popover/Popover.stories';
import * as ProgressBarStories from '../ProgressBar/ProgressBar.stories';
import * as QRCodeStories from '../QRCode/QRCode.stories';
import * as RadioGroupStories from '../RadioGroup/RadioGroup.stories';
import * as ScrollToTopStories from '../ScrollToTop/ScrollToTop.stories';
import * as SearchFieldStories from '../SearchField/SearchField.stories';
import * as SelectStories from '../Select/Select.stories';
import * as SideMenuStories from '../SideMenu/SideMenu.stories';
import * as SkeletonStories from '../Skeleton/Skeleton.stories';
import * as StatCardStories from '../StatCard/StatCard.stories';
import * as StatusPillStories from '../StatusPill/StatusPill.stories';
import * as StatusScreenStories from '../StatusScreen/StatusScreen.stories';
import * as TabsStories from '../Tabs/Tabs.stories';
import * as TextareaStories from '../Textarea/Textarea.stories';
import * as TextFieldStories from '../TextField/TextField.stories';
import * as ToastStories from '../Toast/Toast.stories';
import * as TooltipStories from '../Tooltip/Tooltip.stories';
import * as VendorDropdownStories from '../VendorDropdown/VendorDropdown.stories';
import * as VendorTileStories from '../VendorTile/VendorTile.stories';
import * as VerificationCodeFieldStories from '../VerificationCodeField/VerificationCodeField.stories';
import * as WinnerBoardStories from '../WinnerBoard/WinnerBoard.stories';
import * as styles from './Catalogue.css';

/**
 * Each entry renders one of the component's own stories (args, render and decorators), so the
 * catalogue can never drift from the documented states. Overlays render closed: an open modal
 * would cover the page.
 */
interface Entry {
  name: string;
  Story: ComponentType<Record<string, unknown>>;
  props?: Record<string, unknown>;
}

const as = (story: unknown) => story as ComponentType<Record<string, unknown>>;
const closed = { defaultOpen: false };

export const sections = {
  foundation: [
    { name: 'Button', Story: as(composeStories(ButtonStories).Variants) },
    { name: 'Icon', Story: as(composeStories(IconStories).Default) },
    { name: 'FormField', Story: as(composeStories(FormFieldStories).Default) },
  ],
  forms: [
    { name: 'TextField', Story: as(composeStories(TextFieldStories).WithHint) },
    { name: 'PasswordField', Story: as(composeStories(PasswordFieldStories).Filled) },
    { name: 'PhoneField', Story: as(composeStories(PhoneFieldStories).Filled) },
    { name: 'VerificationCodeField', Story: as(composeStories(VerificationCodeFieldStories).Counting) },
    { name: 'CaptchaField', Story: as(composeStories(CaptchaFieldStories).Default) },
    { name: 'Select', Story: as(composeStories(SelectStories).Filled) },
    { name: 'RadioGroup', Story: as(composeStories(RadioGroupStories).Filled) },
    { name: 'Checkbox', Story: as(composeStories(CheckboxStories).WithError) },
    { name: 'Textarea', Story: as(composeStories(TextareaStories).Filled) },
    { name: 'SearchField', Story: as(composeStories(SearchFieldStories).Filled) },
    { name: 'DateRangePicker', Story: as(composeStories(DateRangePickerStories).Filled) },
    { name: 'ImageUpload', Story: as(composeStories(ImageUploadStories).WithFiles) },
  ],
  navigation: [
    { name: 'Tabs', Story: as(composeStories(TabsStories).Default) },
    { name: 'HeaderBar', Story: as(composeStories(HeaderBarStories).LoggedIn) },
    { name: 'SideMenu', Story: as(composeStories(SideMenuStories).Default) },
    { name: 'PageHeader', Story: as(composeStories(PageHeaderStories).WithBackButton) },
    { name: 'Breadcrumb', Story: as(composeStories(BreadcrumbStories).Default) },
    { name: 'Pagination', Story: as(composeStories(PaginationStories).MiddlePage) },
    { name: 'LanguageSelect', Story: as(composeStories(LanguageSelectStories).Default) },
    { name: 'FloatingServiceWidget', Story: as(composeStories(FloatingServiceWidgetStories).Default) },
    { name: 'ScrollToTop', Story: as(composeStories(ScrollToTopStories).Default) },
    { name: 'Footer', Story: as(composeStories(FooterStories).Default) },
  ],
  overlays: [
    { name: 'Dialog', Story: as(composeStories(DialogStories).Default) },
    { name: 'ConfirmDialog', Story: as(composeStories(ConfirmDialogStories).Default), props: closed },
    { name: 'AlertDialog', Story: as(composeStories(AlertDialogStories).Default), props: closed },
    { name: 'DropdownMenu', Story: as(composeStories(DropdownMenuStories).Default) },
    { name: 'Popover', Story: as(composeStories(PopoverStories).Default), props: closed },
    { name: 'Tooltip', Story: as(composeStories(TooltipStories).Default), props: closed },
    { name: 'Toast', Story: as(composeStories(ToastStories).WithHook) },
  ],
  lobby: [
    { name: 'CategoryIcon', Story: as(composeStories(CategoryIconStories).AllCategories) },
    { name: 'GameCard', Story: as(composeStories(GameCardStories).Hot) },
    { name: 'GameLane', Story: as(composeStories(GameLaneStories).Default) },
    { name: 'GameGrid', Story: as(composeStories(GameGridStories).Default) },
    { name: 'Carousel', Story: as(composeStories(CarouselStories).Default) },
    { name: 'VendorTile', Story: as(composeStories(VendorTileStories).VendorBar) },
    { name: 'VendorDropdown', Story: as(composeStories(VendorDropdownStories).Default) },
    { name: 'JackpotCounter', Story: as(composeStories(JackpotCounterStories).Default) },
    { name: 'WinnerBoard', Story: as(composeStories(WinnerBoardStories).Default) },
    { name: 'NoticeMarquee', Story: as(composeStories(NoticeMarqueeStories).Default) },
  ],
  account: [
    { name: 'BalanceChip', Story: as(composeStories(BalanceChipStories).Default) },
    { name: 'Amount', Story: as(composeStories(AmountStories).Tones) },
    { name: 'CountBadge', Story: as(composeStories(CountBadgeStories).Default) },
    { name: 'StatCard', Story: as(composeStories(StatCardStories).MoneyValue) },
    { name: 'ProgressBar', Story: as(composeStories(ProgressBarStories).Default) },
    { name: 'DataTable', Story: as(composeStories(DataTableStories).WithTotals) },
    { name: 'Leaderboard', Story: as(composeStories(LeaderboardStories).Default) },
    { name: 'LiveClock', Story: as(composeStories(LiveClockStories).Default) },
    { name: 'QRCode', Story: as(composeStories(QRCodeStories).Default) },
    { name: 'Avatar', Story: as(composeStories(AvatarStories).Default) },
  ],
  status: [
    { name: 'Notice', Story: as(composeStories(NoticeStories).Tones) },
    { name: 'StatusPill', Story: as(composeStories(StatusPillStories).Default) },
    { name: 'EmptyState', Story: as(composeStories(EmptyStateStories).WithAction) },
    { name: 'Skeleton', Story: as(composeStories(SkeletonStories).Paragraph) },
    { name: 'PageLoader', Story: as(composeStories(PageLoaderStories).Default) },
    { name: 'ErrorState', Story: as(composeStories(ErrorStateStories).Default) },
    { name: 'StatusScreen', Story: as(composeStories(StatusScreenStories).Default) },
  ],
} satisfies Record<string, Entry[]>;

export const catalogueSections = Object.keys(sections) as (keyof typeof sections)[];

/** The whole library, section by section, in the brand and language around it. */
export function Catalogue() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} data-catalogue="">
      <header>
        <h1 className={styles.title}>{t('catalogue.title')}</h1>
        <p className={styles.intro}>{t('catalogue.intro')}</p>
      </header>
      {catalogueSections.map((section) => (
        <section key={section} aria-labelledby={`catalogue-${section}`} className={styles.section}>
          <h2 id={`catalogue-${section}`} className={styles.sectionTitle}>
            {t(`catalogue.sections.${section}`)}
          </h2>
          <div className={styles.grid}>
            {(sections[section] as Entry[]).map(({ name, Story, props }) => (
              <figure key={name} className={styles.cell} data-component={name}>
                <figcaption className={styles.caption}>{name}</figcaption>
                <div className={styles.specimen}>
                  <Story {...props} />
                </div>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
