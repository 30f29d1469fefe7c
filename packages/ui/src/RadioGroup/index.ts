export { RadioGroup, radioGroupOrientations, type RadioGroupProps, type RadioOption } from './RadioGroup';
