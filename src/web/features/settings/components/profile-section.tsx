import { LoaderCircle, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { User } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useUpdateProfile } from '../api/update-profile';
import { joinFullName, splitFullName } from '../utils/split-full-name';

const FIELDS = [
  { key: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { key: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];

const fromUser = (user: User): Record<FieldKey, string> => ({
  fullName: joinFullName(user.firstName, user.lastName),
  phone: user.phone ?? '',
  address: user.address ?? '',
  company: user.company ?? '',
});

/**
 * Profile Information → PUT /api/auth/profile, the full name split at the first space. The email is changed under
 * Sign-in & Security, with the password.
 */
export const ProfileSection = ({ user }: { user: User }) => {
  const [values, setValues] = useState(() => fromUser(user));
  const mutation = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName } = splitFullName(values.fullName);
    mutation.mutate({
      firstName,
      lastName,
      phone: values.phone,
      address: values.address,
      company: values.company,
    });
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
                onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
              />
            </div>
          ))}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {mutation.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};
