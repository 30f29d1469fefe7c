export { ActivityApplyForm, type ActivityApplyFormProps } from './ActivityApplyForm';
