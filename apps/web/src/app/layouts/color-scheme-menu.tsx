import { useState } from 'react';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@ekran/ui';
import { readColorScheme, storeColorScheme, type ColorSchemeChoice } from '../color-scheme';

const CHOICES: { value: ColorSchemeChoice; label: string }[] = [
  { value: 'light', label: 'Светлая' },
  { value: 'dark', label: 'Тёмная' },
  { value: 'system', label: 'Как в системе' },
];

/** The light/dark/system choice inside the user menu; remembered per browser. */
export function ColorSchemeMenu() {
  const [choice, setChoice] = useState(readColorScheme);
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>Тема оформления</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={choice}
        onValueChange={(value) => {
          const next = value as ColorSchemeChoice;
          setChoice(next);
          storeColorScheme(next);
        }}
      >
        {CHOICES.map((item) => (
          <DropdownMenuRadioItem key={item.value} value={item.value}>
            {item.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
