export { PointsMoveForm, type PointsMoveFormProps } from './PointsMoveForm';
