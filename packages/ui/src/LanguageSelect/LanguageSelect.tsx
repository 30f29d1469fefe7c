import { LANGUAGES, type LanguageMeta } from '@portal/i18n';
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../Translation';
import { DropdownMenu } from '../DropdownMenu';
import { Icon } from '../Icon';
import { cx } from '../internal/cx';
import * as styles from './LanguageSelect.css';

export const languageSelectSizes = ['sm', 'md'] as const;

export interface LanguageSelectProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'children'> {
  /** The current language's code (e.g. "en"). */
  value: string;
  /** Called with the chosen language's code; not called when the current one is chosen again. */
  onValueChange: (code: string) => void;
  /** The languages offered; defaults to every bundled language (EN and TY). */
  languages?: readonly LanguageMeta[];
  size?: (typeof languageSelectSizes)[number];
  /** Shows only the globe and the language code (e.g. in a narrow header). */
  compact?: boolean;
  /** Controlled open state, e.g. for stories. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The language picker: a button naming the current language in its own language, opening a menu
 * of the bundled languages (radio items, each marked with its `lang`). Arrow keys move, Enter or
 * Space choose, Escape closes and returns focus to the button.
 */
export function LanguageSelect({
  value,
  onValueChange,
  languages = LANGUAGES,
  size = 'md',
  compact = false,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ...rest
}: LanguageSelectProps) {
  const { t } = useTranslation('nav');
  const current = languages.find((language) => language.code === value) ?? languages[0];
  const currentName = current?.nativeName ?? value;
  const currentCode = (current?.code ?? value).toUpperCase();
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        className={cx(styles.trigger({ size }), className)}
        // WCAG 2.5.3: the name starts with what the button shows (the code when compact).
        aria-label={
          compact
            ? t('languageSelect.currentCompact', { code: currentCode, language: currentName })
            : t('languageSelect.current', { language: currentName })
        }
        {...rest}
      >
        <Icon name="globe" size={size === 'sm' ? 'sm' : undefined} />
        <span lang={current?.i18nextCode}>{compact ? currentCode : currentName}</span>
        <Icon name="chevronDown" size="sm" className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.RadioGroup
          value={current?.code ?? value}
          onValueChange={(code) => {
            if (code !== value) onValueChange(code);
          }}
        >
          {languages.map((language) => (
            <DropdownMenu.RadioItem
              key={language.code}
              value={language.code}
              className={styles.item}
              lang={language.i18nextCode}
            >
              <span className={styles.itemCode} aria-hidden="true">
                {language.code.toUpperCase()}
              </span>
              <span className={styles.itemName}>{language.nativeName}</span>
              <DropdownMenu.ItemIndicator className={styles.indicator}>
                <Icon name="check" size="sm" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
