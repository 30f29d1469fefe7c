/**
 * The shape every brand fills in. The theme package turns this interface into one
 * vanilla-extract theme contract, so a brand that misses a token does not compile.
 * Values are CSS strings; components never see them directly, only the contract vars.
 */
export interface ColorTokens {
  surface: {
    /** Page background. */
    canvas: string;
    /** Cards, panels, dialogs. */
    raised: string;
    /** Inputs, wells, table stripes. */
    sunken: string;
    /** Hovered or selected rows on a raised surface. */
    hover: string;
    /** Scrim behind modal dialogs. */
    backdrop: string;
  };
  text: {
    primary: string;
    secondary: string;
    disabled: string;
    /** Text placed on the accent colour. */
    onAccent: string;
    /** Text placed on the danger colour. */
    onDanger: string;
    link: string;
  };
  accent: {
    base: string;
    hover: string;
    active: string;
    /** Tinted background for selected or highlighted items. */
    subtle: string;
    /** Accent used as text on the canvas (meets 4.5:1). */
    text: string;
  };
  secondary: {
    base: string;
    hover: string;
    /** Text placed on the secondary colour. */
    on: string;
    /** Secondary used as text on the canvas. */
    text: string;
  };
  success: { base: string; subtle: string; text: string };
  warning: { base: string; subtle: string; text: string };
  danger: { base: string; hover: string; subtle: string; text: string };
  border: {
    subtle: string;
    strong: string;
    /** Input border; must reach 3:1 against the surface it sits on. */
    control: string;
  };
  focusRing: string;
}

export interface TypographyTokens {
  family: { body: string; heading: string; numeric: string };
  size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  weight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  letterSpacing: { normal: string; caps: string };
}

export interface BrandTokens {
  /** Stable id used in URLs, globals and the theme class debug name. */
  name: string;
  /** Human name shown in Storybook's toolbar. */
  label: string;
  colorScheme: 'dark' | 'light';
  color: ColorTokens;
  font: TypographyTokens;
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
  };
  /** Control heights follow the brand's density. */
  size: { controlSm: string; controlMd: string; controlLg: string; icon: string; iconSm: string };
  radius: { none: string; sm: string; md: string; lg: string; pill: string };
  borderWidth: { thin: string; thick: string };
  elevation: { none: string; raised: string; overlay: string };
  motion: {
    duration: { instant: string; fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
}
