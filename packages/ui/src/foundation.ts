// The foundation every group builds on: theming, translation, layout, icons, buttons, the field frame, tones.
export * from './ThemeProvider';
export * from './Translation';
export * from './Box';
export * from './Icon';
export * from './Spinner';
export * from './Button';
export * from './FormField';
export * from './tones';
