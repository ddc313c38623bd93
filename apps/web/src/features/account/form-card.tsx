import type { FormEventHandler, ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@ekran/ui';
import { errorText } from '../../lib/error-text';

type Props = {
  /** The card's title, which also names the form. */
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's call: its failure shows in the banner, its pending state on the button. */
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  /** The banner's title when the call failed, e.g. «Пароль не изменён». */
  failedTitle: string;
  submitText: string;
  submitDisabled?: boolean;
  children: ReactNode;
};

/** One form of the account screen in its card: the failure banner, the fields, the submit button. */
export function FormCard({
  title,
  description,
  onSubmit,
  mutation,
  failedTitle,
  submitText,
  submitDisabled,
  children,
}: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" noValidate onSubmit={onSubmit} aria-label={title}>
          {mutation.isError ? (
            <Alert variant="error" title={failedTitle}>
              {errorText(mutation.error)}
            </Alert>
          ) : null}
          {children}
          <div className="flex justify-end">
            <Button type="submit" loading={mutation.isPending} disabled={submitDisabled}>
              {submitText}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
