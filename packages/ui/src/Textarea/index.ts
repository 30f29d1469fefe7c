export { Textarea, countCharacters, type TextareaProps } from './Textarea';
