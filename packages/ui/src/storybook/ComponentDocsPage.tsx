import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { LANGUAGES, resources } from '@portal/i18n';
import { guidanceForTitle } from './componentGuidance';
import type { ComponentGuidance } from './guidance';

/** Guidance prose, with `backticked` names set as code. */
function Prose({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** A key's text in one language (a plural key shows its `other` form); undefined for `*` keys. */
function catalogueText(language: string, key: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':');
  if (path.includes('*')) return undefined;
  const parts = path.split('.');
  const leaf = parts.pop() ?? '';
  const parent = parts.reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    (resources[language] as Record<string, unknown> | undefined)?.[namespace],
  ) as Record<string, unknown> | undefined;
  const text = parent?.[leaf] ?? parent?.[`${leaf}_other`];
  return typeof text === 'string' ? text : undefined;
}

function Guidance({ guidance }: { guidance: ComponentGuidance }) {
  const { accessibility } = guidance;
  return (
    <section aria-labelledby="guidance-heading" data-guidance="">
      <h2 id="guidance-heading">Guidance</h2>
      <h3>When to use</h3>
      <p>
        <Prose text={guidance.use} />
      </p>
      <h3>When not to use</h3>
      <p>
        <Prose text={guidance.avoid} />
      </p>
      <h3>Accessibility</h3>
      <dl>
        <dt>Keyboard</dt>
        <dd>
          <Prose text={accessibility.keyboard} />
        </dd>
        <dt>Roles and states</dt>
        <dd>
          <Prose text={accessibility.roles} />
        </dd>
        <dt>Announcements</dt>
        <dd>
          <Prose text={accessibility.announcements} />
        </dd>
      </dl>
      <h3>i18n keys it reads</h3>
      {guidance.i18nKeys.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Key</th>
              {LANGUAGES.map((language) => (
                <th key={language.code} scope="col">
                  {language.nativeName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guidance.i18nKeys.map((key) => (
              <tr key={key}>
                <th scope="row">
                  <code>{key}</code>
                </th>
                {LANGUAGES.map((language) => (
                  <td key={language.code} lang={language.i18nextCode}>
                    {catalogueText(language.code, key) ?? '(chosen at run time)'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>None: every text it shows comes from its props.</p>
      )}
    </section>
  );
}

/**
 * The docs page of every story file (preview.tsx `parameters.docs.page`): Storybook's autodocs
 * blocks, plus the component's guidance (its `<Name>.guidance.ts`) where it has one.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance = guidanceForTitle(preparedMeta.title);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {guidance ? <Guidance guidance={guidance} /> : null}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
