import type { ComponentProps } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type SelectTriggerProps,
} from './select';

export type CampaignTypeSelectProps = ComponentProps<typeof Select> & {
  /** Props of the trigger: a name outside a Field, a form library's ref and blur handler. */
  trigger?: SelectTriggerProps;
};

/** For stories: the campaign type select (RTB or fixed price) that the select and field stories show. */
export function CampaignTypeSelect({ trigger, ...props }: CampaignTypeSelectProps) {
  return (
    <Select {...props}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder="Выберите тип" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="1">RTB</SelectItem>
        <SelectItem value="2">Фиксированная</SelectItem>
      </SelectContent>
    </Select>
  );
}
