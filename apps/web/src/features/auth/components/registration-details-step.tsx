import { useState, type FormEvent } from 'react';
import { registerSendOtpSchema, usernameSchema, type RegisterSendOtpInput } from '@saathi/shared';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { validate, type FieldErrors } from '../../../lib/form-errors';
import { useReferralCheck } from '../hooks/use-referral-check';
import { useUsernameAvailability } from '../hooks/use-username-availability';

export type RegistrationValues = Required<RegisterSendOtpInput>;
type Field = keyof RegistrationValues;

interface DetailsStepProps {
  initial: RegistrationValues;
  serverErrors: FieldErrors;
  onServerErrorSeen: (field: Field) => void;
  busy: boolean;
  onSubmit: (values: RegistrationValues) => void;
}

const referralTone = { valid: 'success', invalid: 'error', error: 'error' } as const;

/** Step 1 of registration: the person's details, checked as they type (spec part 1 §5). */
export function RegistrationDetailsStep({
  initial,
  serverErrors,
  onServerErrorSeen,
  busy,
  onSubmit,
}: DetailsStepProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [spacesRemoved, setSpacesRemoved] = useState(false);

  const errors = validate(registerSendOtpSchema, values).errors ?? {};
  const error = (field: Field) =>
    serverErrors[field] ?? (touched[field] ? errors[field] : undefined);

  const usernameWellFormed = usernameSchema.safeParse(values.username).success;
  const username = useUsernameAvailability(values.username, usernameWellFormed);
  const referral = useReferralCheck(values.referralCode);

  const usernameError =
    error('username') ??
    (username.status === 'taken' || username.status === 'error' ? username.message : undefined);
  const blocked = Boolean(usernameError) || username.status === 'checking' || busy;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    onServerErrorSeen(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      name: true,
      emailorPhone: true,
      username: true,
      password: true,
      confirmPassword: true,
      referralCode: true,
    });
    if (blocked || Object.keys(errors).length > 0) return;
    onSubmit(values);
  };

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    name: field,
    value: values[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ...extra,
  });

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Registration">
      <TextField {...text('name', 'Full Name', { autoComplete: 'name' })} />
      <TextField
        {...text('emailorPhone', 'Email or Phone', { autoComplete: 'email', inputMode: 'email' })}
        onChange={(event) => {
          const raw = event.target.value;
          const stripped = raw.replace(/\s/g, '');
          setSpacesRemoved(stripped !== raw);
          change('emailorPhone', stripped);
        }}
        error={spacesRemoved ? MESSAGES.registration.spacesNotAllowed : error('emailorPhone')}
      />
      <TextField
        {...text('username', 'Username', { autoComplete: 'username' })}
        error={usernameError}
        hint={
          username.status === 'checking' && usernameWellFormed
            ? 'Checking availability...'
            : username.status === 'available'
              ? username.message
              : undefined
        }
        hintTone={username.status === 'available' ? 'success' : 'neutral'}
      />
      <TextField
        {...text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
      />
      <TextField
        {...text('confirmPassword', 'Confirm Password', {
          type: 'password',
          autoComplete: 'new-password',
        })}
      />
      <TextField
        {...text('referralCode', 'Referral Code (optional)', { autoComplete: 'off' })}
        hint={
          referral.status === 'checking'
            ? 'Checking referral code...'
            : referral.status === 'valid' && referral.referrer
              ? `${referral.message}: ${referral.referrer.name}`
              : referral.message || undefined
        }
        hintTone={
          referral.status === 'checking' || referral.status === 'unknown'
            ? 'neutral'
            : referralTone[referral.status]
        }
      />
      <Button type="submit" className="w-full" disabled={blocked} busy={busy}>
        Register
      </Button>
    </form>
  );
}
