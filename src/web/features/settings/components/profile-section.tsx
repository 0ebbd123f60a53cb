import { UserRound } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ProfileUpdate, User } from '@/contracts/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { joinFullName, splitFullName } from '../utils/split-full-name';

const FIELDS = [
  { key: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { key: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];
export type ProfileValues = Record<FieldKey, string>;

export const profileFromUser = (user: User): ProfileValues => ({
  fullName: joinFullName(user.firstName, user.lastName),
  phone: user.phone ?? '',
  address: user.address ?? '',
  company: user.company ?? '',
});

export const sameProfile = (a: ProfileValues, b: ProfileValues) =>
  FIELDS.every(({ key }) => a[key].trim() === b[key].trim());

/** The PUT /api/auth/profile body: the full name split at the first space. */
export const toProfileUpdate = (values: ProfileValues): ProfileUpdate => {
  const { firstName, lastName } = splitFullName(values.fullName);
  return { firstName, lastName, phone: values.phone, address: values.address, company: values.company };
};

/**
 * Profile Information: saved with the rest of the page by its one Save button (the page holds the values, so an
 * edit here is never lost to another save). The email is changed under Sign-in & Security, with the password.
 */
export const ProfileSection = ({
  values,
  onChange,
  onSubmit,
}: {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  /** Enter in a field saves the page */
  onSubmit: () => void;
}) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-labelledby="profile-title">
        <CardHeader>
          <CardTitle id="profile-title" className="flex items-center gap-2">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            Profile Information
          </CardTitle>
          <CardDescription>
            Your name and contact details. Contractors see your name and phone only when you message them.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field.key} className={field.key === 'address' ? 'grid gap-2 sm:col-span-2' : 'grid gap-2'}>
              <Label htmlFor={`profile-${field.key}`}>{field.label}</Label>
              <Input
                id={`profile-${field.key}`}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(e) => onChange({ ...values, [field.key]: e.target.value })}
              />
            </div>
          ))}
        </CardContent>
        {/* a hidden submit so Enter in a field submits the form */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Card>
  );
};
