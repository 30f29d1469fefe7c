import type { ComponentGuidance } from './guidance';

const guidanceModules = import.meta.glob<ComponentGuidance>('../*/*.guidance.ts', {
  eager: true,
  import: 'guidance',
});

/** Guidance per component folder name (`Button`), from each folder's `<Name>.guidance.ts`. */
export const componentGuidance: ReadonlyMap<string, ComponentGuidance> = new Map(
  Object.entries(guidanceModules).map(([path, guidance]) => [path.split('/')[1] ?? path, guidance]),
);

/** A stories title `Components/<Group>/<Name>` documents the component folder `<Name>`. */
export function guidanceForTitle(title: string): ComponentGuidance | undefined {
  return componentGuidance.get(title.split('/').at(-1) ?? title);
}
