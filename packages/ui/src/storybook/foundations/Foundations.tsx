import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../Translation';
import {
  brands,
  breakpoints,
  colorAt,
  contrastChecks,
  zIndex,
  type BrandTokens,
  type ContrastCheck,
} from '@portal/theme';
import { Button, buttonSizes } from '../../Button';
import { Icon } from '../../Icon';
import { ThemeProvider, useTheme } from '../../ThemeProvider';
import { cx } from '../../internal/cx';
import * as styles from './Foundations.css';
import { bezierPoints, tokenEntries } from './tokenEntries';

/** The registry entry of the brand the surrounding ThemeProvider applies (the toolbar's brand). */
export function useBrandTokens(): BrandTokens {
  const { brand } = useTheme();
  return brands.find((entry) => entry.name === brand) ?? brands[0];
}

function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

interface TokenTableProps {
  caption: string;
  entries: readonly (readonly [string, string | number])[];
  /** Draws the token (omit for values that have no picture). */
  preview?: (value: string, path: string) => ReactNode;
}

/** One row per token: its path, a preview and its value. */
export function TokenTable({ caption, entries, preview }: TokenTableProps) {
  const { t } = useTranslation('common');
  return (
    <table className={styles.table}>
      <caption className={styles.groupTitle}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('foundations.table.token')}</th>
          {preview ? <th scope="col">{t('foundations.table.preview')}</th> : null}
          <th scope="col">{t('foundations.table.value')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([path, value]) => (
          <tr key={path}>
            <th scope="row">
              <Code>{path}</Code>
            </th>
            {preview ? <td>{preview(String(value), path)}</td> : null}
            <td>
              <Code>{value}</Code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One foundation: its heading, an optional lead, and its tables side by side where they fit. */
function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = `foundations-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.page} data-foundation="">
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.tablePair}>{children}</div>
    </section>
  );
}

const swatchOf = (color: string) => <span className={styles.swatch} style={{ backgroundColor: color }} />;

export function ColourRoles() {
  const { t } = useTranslation('common');
  const brand = useBrandTokens();
  return (
    <Section title={t('foundations.colour.title')}>
      <TokenTable
        caption={t('foundations.colour.caption', { brand: brand.label })}
        entries={tokenEntries(brand.color, 'color')}
        preview={swatchOf}
      />
      <ContrastTable checks={contrastChecks(brand.color)} colors={brand.color} />
    </Section>
  );
}

interface ContrastTableProps {
  checks: readonly ContrastCheck[];
  colors: BrandTokens['color'];
}

/** Each text/background and control/background pair, drawn, with its ratio and WCAG verdict. */
export function ContrastTable({ checks, colors }: ContrastTableProps) {
  const { t } = useTranslation('common');
  const failures = checks.filter((check) => !check.passes).length;
  return (
    <table className={styles.table} data-contrast-table="">
      <caption className={styles.groupTitle}>
        {t('foundations.contrast.caption', { passed: checks.length - failures, total: checks.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('foundations.contrast.pair')}</th>
          <th scope="col">{t('foundations.contrast.sample')}</th>
          <th scope="col">{t('foundations.contrast.ratio')}</th>
          <th scope="col">{t('foundations.contrast.verdict')}</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => {
          const foreground = colorAt(colors, check.foreground);
          const background = colorAt(colors, check.background);
          const sample: CSSProperties =
            check.kind === 'text'
              ? { color: foreground, backgroundColor: background }
              : { backgroundColor: background, boxShadow: `inset 0 0 0 3px ${foreground}` };
          return (
            <tr key={`${check.foreground} on ${check.background}`} data-passes={check.passes}>
              <th scope="row">
                <Code>
                  {t('foundations.contrast.on', {
                    foreground: check.foreground,
                    background: check.background,
                  })}
                </Code>
              </th>
              <td>
                {/* The sample's own colours are the point here: axe checks the verdict column. */}
                <span className={styles.sample} style={sample} aria-hidden="true">
                  {check.kind === 'text' ? 'Aa' : '\u00a0'}
                </span>
              </td>
              <td>
                <Code>
                  {t('foundations.contrast.ratioValue', {
                    ratio: check.ratio.toFixed(2),
                    minimum: check.minimum,
                  })}
                </Code>
              </td>
              <td className={cx(styles.verdict, check.passes ? '' : styles.failing)}>
                {check.passes ? null : <Icon name="alert" />} {t(`foundations.contrast.level.${check.level}`)}{' '}
                {t(`foundations.contrast.kind.${check.kind}`)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  const { t } = useTranslation('common');
  const { font } = useBrandTokens();
  const sample = t('foundations.type.sample');
  return (
    <Section title={t('foundations.type.title')}>
      <TokenTable
        caption={t('foundations.type.families')}
        entries={tokenEntries(font.family, 'font.family')}
        preview={(family) => <span style={{ fontFamily: family, fontSize: font.size.lg }}>{sample}</span>}
      />
      <TokenTable
        caption={t('foundations.type.sizes')}
        entries={tokenEntries(font.size, 'font.size')}
        preview={(size) => (
          <span style={{ fontSize: size, lineHeight: font.lineHeight.tight }}>{sample}</span>
        )}
      />
      <TokenTable
        caption={t('foundations.type.weights')}
        entries={tokenEntries(font.weight, 'font.weight')}
        preview={(weight) => <span style={{ fontWeight: weight }}>{sample}</span>}
      />
      <TokenTable
        caption={t('foundations.type.rhythm')}
        entries={[
          ...tokenEntries(font.lineHeight, 'font.lineHeight'),
          ...tokenEntries(font.letterSpacing, 'font.letterSpacing'),
        ]}
      />
    </Section>
  );
}

export function SpacingScale() {
  const { t } = useTranslation('common');
  const { space } = useBrandTokens();
  return (
    <Section title={t('foundations.space.title')}>
      <TokenTable
        caption={t('foundations.space.caption')}
        entries={tokenEntries(space, 'space')}
        preview={(size) => <span className={styles.bar} style={{ inlineSize: size }} />}
      />
    </Section>
  );
}

export function Radii() {
  const { t } = useTranslation('common');
  const { radius, borderWidth } = useBrandTokens();
  return (
    <Section title={t('foundations.radius.title')}>
      <TokenTable
        caption={t('foundations.radius.radii')}
        entries={tokenEntries(radius, 'radius')}
        preview={(size) => (
          <div className={styles.shape} style={{ borderRadius: size, borderWidth: borderWidth.thin }} />
        )}
      />
      <TokenTable
        caption={t('foundations.radius.borders')}
        entries={tokenEntries(borderWidth, 'borderWidth')}
        preview={(width) => <div className={styles.shape} style={{ borderWidth: width }} />}
      />
    </Section>
  );
}

export function Elevation() {
  const { t } = useTranslation('common');
  const { elevation } = useBrandTokens();
  return (
    <Section title={t('foundations.elevation.title')}>
      <div className={styles.tiles}>
        {tokenEntries(elevation, 'elevation').map(([path, shadow]) => (
          <figure key={path} className={styles.tile}>
            <div className={styles.elevated} style={{ boxShadow: shadow }} />
            <figcaption>
              <Code>{path}</Code>
              <br />
              <Code>{shadow}</Code>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

/** The easing curve, drawn from its cubic-bezier control points (y grows upwards). */
function EasingCurve({ easing }: { easing: string }) {
  const points = bezierPoints(easing);
  if (!points) return null;
  const [x1, y1, x2, y2] = points.map((value) => value * 64);
  return (
    <svg className={styles.curve} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="64" height="64" />
      <path d={`M0 64 C${x1} ${64 - (y1 ?? 0)} ${x2} ${64 - (y2 ?? 0)} 64 0`} />
    </svg>
  );
}

export function Motion() {
  const { t } = useTranslation('common');
  const { motion } = useBrandTokens();
  const longest = Math.max(...Object.values(motion.duration).map((value) => parseFloat(value)), 1);
  return (
    <Section title={t('foundations.motion.title')}>
      <TokenTable
        caption={t('foundations.motion.durations')}
        entries={tokenEntries(motion.duration, 'motion.duration')}
        preview={(duration) => (
          <span
            className={styles.bar}
            style={{ inlineSize: `${(parseFloat(duration) / longest) * 12}rem` }}
          />
        )}
      />
      <TokenTable
        caption={t('foundations.motion.easings')}
        entries={tokenEntries(motion.easing, 'motion.easing')}
        preview={(easing) => <EasingCurve easing={easing} />}
      />
    </Section>
  );
}

export function Density() {
  const { t } = useTranslation('common');
  const { size } = useBrandTokens();
  return (
    <Section title={t('foundations.density.title')}>
      <TokenTable
        caption={t('foundations.density.caption')}
        entries={tokenEntries(size, 'size')}
        preview={(value, path) =>
          path.startsWith('size.icon') ? (
            <Icon name="user" size={path === 'size.iconSm' ? 'sm' : 'md'} />
          ) : (
            <span className={styles.bar} style={{ inlineSize: value, blockSize: value }} />
          )
        }
      />
      <div className={styles.tiles}>
        {buttonSizes.map((buttonSize) => (
          <Button key={buttonSize} size={buttonSize}>
            {t('foundations.density.button', { size: buttonSize })}
          </Button>
        ))}
      </div>
    </Section>
  );
}

export function Layers() {
  const { t } = useTranslation('common');
  return (
    <Section title={t('foundations.layers.title')} lead={t('foundations.layers.lead')}>
      <TokenTable
        caption={t('foundations.layers.breakpoints')}
        entries={Object.entries(breakpoints).map(
          ([name, width]) => [`breakpoints.${name}`, `${width}px`] as const,
        )}
      />
      <TokenTable
        caption={t('foundations.layers.zIndex')}
        entries={Object.entries(zIndex).map(([name, layer]) => [`zIndex.${name}`, layer] as const)}
      />
    </Section>
  );
}

/** A brand's key roles at a glance; rendered inside that brand's ThemeProvider. */
function BrandSummary({ brand }: { brand: BrandTokens }) {
  const { t } = useTranslation('common');
  const checks = contrastChecks(brand.color);
  const roles = [
    'surface.canvas',
    'surface.raised',
    'text.primary',
    'accent.base',
    'secondary.base',
    'danger.base',
  ];
  return (
    <section
      aria-labelledby={`compare-${brand.name}`}
      className={styles.brandColumn}
      data-brand-summary={brand.name}
    >
      <h2 id={`compare-${brand.name}`} className={styles.sectionTitle}>
        {brand.label}
      </h2>
      <div className={styles.swatchRow}>
        {roles.map((role) => (
          <span key={role}>{swatchOf(colorAt(brand.color, role))}</span>
        ))}
      </div>
      <p
        className={styles.lead}
        style={{ fontFamily: brand.font.family.heading, fontSize: brand.font.size.xl }}
      >
        {t('foundations.type.sample')}
      </p>
      <TokenTable
        caption={t('foundations.compare.caption')}
        entries={[
          ['colorScheme', brand.colorScheme],
          ['font.family.body', brand.font.family.body],
          ['font.size.md', brand.font.size.md],
          ['radius.md', brand.radius.md],
          ['size.controlMd', brand.size.controlMd],
          ['space.md', brand.space.md],
          ['motion.duration.normal', brand.motion.duration.normal],
        ]}
      />
      <p>
        {t('foundations.compare.contrast', {
          passed: checks.filter((check) => check.passes).length,
          total: checks.length,
        })}
      </p>
      <div className={styles.tiles}>
        <Button>{t('foundations.density.button', { size: 'md' })}</Button>
      </div>
    </section>
  );
}

/** Every registered brand next to each other, each in its own theme. */
export function BrandComparison() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('foundations.compare.title')}</h1>
      <div className={styles.columns}>
        {brands.map((brand) => (
          <ThemeProvider key={brand.name} brand={brand.name}>
            <BrandSummary brand={brand} />
          </ThemeProvider>
        ))}
      </div>
    </div>
  );
}
