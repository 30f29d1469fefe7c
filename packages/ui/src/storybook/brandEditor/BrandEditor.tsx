import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from '../../Translation';
import { bundledFonts } from '@portal/theme/fonts';
import {
  brands,
  contrastChecks,
  registryProblems,
  type BrandName,
  type BrandTokens,
  type ContrastCheck,
} from '@portal/theme';
import { Button } from '../../Button';
import { Notice } from '../../Notice';
import { ThemeProvider, useTheme } from '../../ThemeProvider';
import { Catalogue } from '../Catalogue';
import { ContrastTable } from '../foundations/Foundations';
import { tokenEntries } from '../foundations/tokenEntries';
import { brandFileName, brandFileSource, brandNamePattern } from './brandFile';
import * as styles from './BrandEditor.css';
import { draftFrom, hexColor, withDensity, withToken, withTypeScale } from './draft';

/** The editor's groups of tokens, by the token paths they start with. */
const tokenGroups = {
  colour: ['color'],
  typography: ['font'],
  spacing: ['space'],
  density: ['size'],
  shape: ['radius', 'borderWidth'],
  elevation: ['elevation'],
  motion: ['motion'],
} as const satisfies Record<string, readonly (keyof BrandTokens)[]>;

const fontStacks = bundledFonts.map((font) => `"${font}", system-ui, sans-serif`);

interface TokenFieldProps {
  path: string;
  value: string;
  failing: readonly ContrastCheck[];
  onChange: (path: string, value: string) => void;
}

/** One token: a colour picker and hex field, a bundled-font choice, or a CSS value. */
function TokenField({ path, value, failing, onChange }: TokenFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The token changed from elsewhere (the picker, a new starting brand): show its value.
    setShownValue(value);
    setTyped(value);
  }
  const isColour = path.startsWith('color.') && hexColor.test(value);
  const typedIsInvalid = isColour && !hexColor.test(typed);
  const problemId = `${id}-problem`;
  const problems = [
    ...(typedIsInvalid ? [t('brandEditor.hexFormat')] : []),
    ...failing.map((check) =>
      t('brandEditor.failingPair', {
        other: check.foreground === path.slice('color.'.length) ? check.background : check.foreground,
        ratio: check.ratio.toFixed(2),
        minimum: check.minimum,
      }),
    ),
  ];
  const shared = {
    id,
    className: styles.input,
    'aria-invalid': problems.length > 0 || undefined,
    'aria-describedby': problems.length > 0 ? problemId : undefined,
  };
  const onText = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    if (!isColour || hexColor.test(event.target.value)) onChange(path, event.target.value);
  };
  return (
    <div className={styles.field} data-token={path}>
      <label htmlFor={id} className={styles.label}>
        {path}
      </label>
      {isColour ? (
        <>
          <input
            type="color"
            className={styles.picker}
            value={value.toLowerCase()}
            aria-label={t('brandEditor.pick', { token: path })}
            onChange={(event) => onChange(path, event.target.value)}
          />
          <input {...shared} type="text" value={typed} spellCheck={false} onChange={onText} />
        </>
      ) : path.startsWith('font.family.') ? (
        <select
          {...shared}
          className={`${styles.input} ${styles.wide}`}
          value={value}
          onChange={(event) => onChange(path, event.target.value)}
        >
          {[...new Set([value, ...fontStacks])].map((stack) => (
            <option key={stack} value={stack}>
              {stack}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          className={`${styles.input} ${styles.wide}`}
          type="text"
          value={typed}
          spellCheck={false}
          onChange={onText}
        />
      )}
      {problems.length > 0 ? (
        <p id={problemId} className={styles.problem}>
          {problems.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

interface LabelledFieldProps {
  label: string;
  hint?: { text: string; isProblem: boolean };
  /** Draws the control with the id, class and description the label and hint need. */
  children: (control: { id: string; className: string; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, its control and an optional hint, wired together. */
function LabelledField({ label, hint, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: `${styles.input} ${styles.wide}`,
        ...(hint ? { 'aria-describedby': hintId } : {}),
      })}
      {hint ? (
        <p id={hintId} className={hint.isProblem ? styles.problem : styles.hint}>
          {hint.text}
        </p>
      ) : null}
    </div>
  );
}

interface NumberFieldProps {
  label: string;
  hint?: string;
  /** Minimum, maximum and step of the spin button. */
  range: readonly [number, number, number];
  value: string;
  onChange: (value: string) => void;
}

function NumberField({ label, hint, range: [min, max, step], value, onChange }: NumberFieldProps) {
  return (
    <LabelledField label={label} {...(hint ? { hint: { text: hint, isProblem: false } } : {})}>
      {(control) => (
        <input
          {...control}
          type="number"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledField>
  );
}

function download(fileName: string, source: string) {
  const url = URL.createObjectURL(new Blob([source], { type: 'text/typescript' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The live brand editor: start from a registered brand, change its tokens, see the whole
 * catalogue re-themed at once (the draft's values set as the theme contract's variables), see
 * failing contrast pairs and registry rules as they break, and export a typed brand file.
 */
export function BrandEditor() {
  const { t } = useTranslation('common');
  const { brand: toolbarBrand } = useTheme();
  const [startedFrom, setStartedFrom] = useState<BrandName>(toolbarBrand);
  const [draft, setDraft] = useState(() => draftFrom(toolbarBrand));
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const [typeScale, setTypeScale] = useState({ body: '1', ratio: '1.2' });
  const [density, setDensity] = useState('1');
  const positive = (value: string) => Number.isFinite(Number(value)) && Number(value) > 0;
  const checks = useMemo(() => contrastChecks(draft.color), [draft.color]);
  const failing = checks.filter((check) => !check.passes);
  const brokenRules = registryProblems([...brands, draft]);
  const nameIsValid = brandNamePattern.test(draft.name);
  const source = nameIsValid ? brandFileSource(draft, startedFrom) : '';
  const ids = { title: useId(), source: useId() };

  const setToken = (path: string, value: string) => setDraft((current) => withToken(current, path, value));
  const failingFor = (path: string) =>
    failing.filter((check) => `color.${check.foreground}` === path || `color.${check.background}` === path);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(source);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };

  return (
    <div className={styles.editor}>
      <form className={styles.panel} aria-labelledby={ids.title} onSubmit={(event) => event.preventDefault()}>
        <h1 id={ids.title} className={styles.title}>
          {t('brandEditor.title')}
        </h1>
        <p className={styles.lead}>{t('brandEditor.lead')}</p>

        <div data-contrast-status="">
          {failing.length > 0 ? (
            <Notice tone="warning">
              {t('brandEditor.contrastFailing', { count: failing.length })}
              <ul className={styles.list}>
                {failing.map((check) => (
                  <li key={`${check.foreground} on ${check.background}`}>
                    {t('foundations.contrast.on', {
                      foreground: check.foreground,
                      background: check.background,
                    })}{' '}
                    {t('foundations.contrast.ratioValue', {
                      ratio: check.ratio.toFixed(2),
                      minimum: check.minimum,
                    })}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : (
            <Notice tone="success">{t('brandEditor.contrastPassing', { total: checks.length })}</Notice>
          )}
        </div>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('brandEditor.groups.identity')}</legend>
          <LabelledField label={t('brandEditor.startFrom')}>
            {(control) => (
              <select
                {...control}
                value={startedFrom}
                onChange={(event) => {
                  const name = event.target.value as BrandName;
                  setStartedFrom(name);
                  setDraft(draftFrom(name));
                }}
              >
                {brands.map((brand) => (
                  <option key={brand.name} value={brand.name}>
                    {brand.label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField
            label={t('brandEditor.name')}
            hint={{ text: t('brandEditor.nameHint'), isProblem: !nameIsValid }}
          >
            {(control) => (
              <input
                {...control}
                value={draft.name}
                spellCheck={false}
                aria-invalid={!nameIsValid || undefined}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            )}
          </LabelledField>
          <LabelledField label={t('brandEditor.label')}>
            {(control) => (
              <input
                {...control}
                value={draft.label}
                onChange={(event) => setDraft({ ...draft, label: event.target.value })}
              />
            )}
          </LabelledField>
          <LabelledField label={t('brandEditor.colorScheme')}>
            {(control) => (
              <select
                {...control}
                value={draft.colorScheme}
                onChange={(event) =>
                  setDraft({ ...draft, colorScheme: event.target.value as BrandTokens['colorScheme'] })
                }
              >
                <option value="dark">{t('brandEditor.scheme.dark')}</option>
                <option value="light">{t('brandEditor.scheme.light')}</option>
              </select>
            )}
          </LabelledField>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('brandEditor.groups.scales')}</legend>
          <NumberField
            label={t('brandEditor.scales.body')}
            range={[0.75, 1.5, 0.0625]}
            value={typeScale.body}
            onChange={(body) => setTypeScale({ ...typeScale, body })}
          />
          <NumberField
            label={t('brandEditor.scales.ratio')}
            range={[1, 1.618, 0.025]}
            value={typeScale.ratio}
            onChange={(ratio) => setTypeScale({ ...typeScale, ratio })}
          />
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="outline"
              disabled={!positive(typeScale.body) || !positive(typeScale.ratio)}
              onClick={() => setDraft(withTypeScale(draft, Number(typeScale.body), Number(typeScale.ratio)))}
            >
              {t('brandEditor.scales.applyType')}
            </Button>
          </div>
          <NumberField
            label={t('brandEditor.scales.density')}
            hint={t('brandEditor.scales.densityHint', { brand: startedFrom })}
            range={[0.7, 1.4, 0.05]}
            value={density}
            onChange={setDensity}
          />
          <div className={styles.actions}>
            <Button
              size="sm"
              variant="outline"
              disabled={!positive(density)}
              onClick={() =>
                setDraft(
                  withDensity(
                    draft,
                    brands.find((brand) => brand.name === startedFrom) ?? brands[0],
                    Number(density),
                  ),
                )
              }
            >
              {t('brandEditor.scales.applyDensity')}
            </Button>
          </div>
        </fieldset>

        {(Object.keys(tokenGroups) as (keyof typeof tokenGroups)[]).map((group) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(`brandEditor.groups.${group}`)}</legend>
            {tokenGroups[group]
              .flatMap((key) => tokenEntries(draft[key], key))
              .map(([path, value]) => (
                <TokenField
                  key={path}
                  path={path}
                  value={value}
                  failing={failingFor(path)}
                  onChange={setToken}
                />
              ))}
          </fieldset>
        ))}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('brandEditor.groups.export')}</legend>
          {brokenRules.length > 0 ? (
            <Notice tone="warning">
              {t('brandEditor.registryBroken')}
              <ul className={styles.list}>
                {brokenRules.map((rule) => (
                  <li key={rule}>{t(`brandEditor.registry.${rule}`)}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          <p className={styles.lead}>{t('brandEditor.exportHint', { file: brandFileName(draft) })}</p>
          <label htmlFor={ids.source} className={styles.label}>
            {t('brandEditor.source', { file: brandFileName(draft) })}
          </label>
          <textarea id={ids.source} className={styles.source} readOnly value={source} spellCheck={false} />
          <div className={styles.actions}>
            <Button
              disabled={!nameIsValid}
              iconStart="download"
              onClick={() => download(brandFileName(draft), source)}
            >
              {t('brandEditor.download', { file: brandFileName(draft) })}
            </Button>
            <Button variant="outline" disabled={!nameIsValid} iconStart="copy" onClick={() => void copy()}>
              {t('brandEditor.copy')}
            </Button>
          </div>
          <p role="status" className={styles.lead}>
            {copied ? t(`brandEditor.${copied}`) : ''}
          </p>
        </fieldset>
      </form>

      <div className={styles.preview} data-brand-preview="">
        <ThemeProvider brand={startedFrom} tokens={draft}>
          <Catalogue />
          <div className={styles.previewContrast}>
            <ContrastTable checks={checks} colors={draft.color} />
          </div>
        </ThemeProvider>
      </div>
    </div>
  );
}
