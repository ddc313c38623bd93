export { Input, inputVariants, type InputProps } from './input';
