import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Label,
  RadioGroup,
  RadioGroupItem,
  Switch,
} from '@ekran/ui';

export type SectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** One card of the parameters form, named by its heading. */
export function Section({ title, description, children }: SectionProps) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} as="h2">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

/** A radio or a checkbox with its label to the right. */
export function Choice({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-2">
      {children}
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

type ControlledProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  control: Control<TValues>;
  name: TName;
  label: ReactNode;
  /** Also disabled by a disabled fieldset; Radix parts need it said again. */
  disabled?: boolean;
};

/** An on/off setting of a form: a Switch in a horizontal Field, wired through a Controller. */
export function SwitchField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  disabled,
}: ControlledProps<TValues, TName>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} orientation="horizontal">
          <Switch
            checked={field.value as boolean}
            onCheckedChange={field.onChange}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}

export type RadioFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = ControlledProps<TValues, TName> & {
  /** The values to choose from, in order; the field holds the value itself (number or text). */
  options: readonly PathValue<TValues, TName>[];
  optionLabel: (value: PathValue<TValues, TName>) => ReactNode;
  hint?: (value: PathValue<TValues, TName>) => ReactNode;
  error?: string;
};

/** One of a few values of a form, as a row of radios in a Field, wired through a Controller. */
export function RadioField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  label,
  disabled,
  options,
  optionLabel,
  hint,
  error,
}: RadioFieldProps<TValues, TName>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} hint={hint?.(field.value)} error={error}>
          <RadioGroup
            // No value yet (null): no radio is checked and the user chooses.
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            // Radix hands back text; the field keeps the option's own value (a number stays one).
            onValueChange={(next) => field.onChange(options.find((o) => String(o) === next))}
            className="flex flex-wrap gap-4"
            disabled={disabled}
          >
            {options.map((option) => (
              <Choice key={String(option)} id={`${id}-${option}`} label={optionLabel(option)}>
                <RadioGroupItem id={`${id}-${option}`} value={String(option)} />
              </Choice>
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
