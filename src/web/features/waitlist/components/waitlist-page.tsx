import { CircleCheck, LoaderCircle, Wrench } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { WaitlistRequest } from '@/contracts/site';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select';
import { toast } from '@/web/components/ui/use-toast';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { isApiError } from '@/web/lib/api-client';
import { useJoinWaitlist } from '../api/join-waitlist';

type Interest = NonNullable<WaitlistRequest['interestedIn']>;
type Referral = NonNullable<WaitlistRequest['referralSource']>;

const INTERESTS: { value: Interest; label: string }[] = [
  { value: 'analysis', label: 'Inspection report analysis' },
  { value: 'contractors', label: 'Finding contractors' },
  { value: 'both', label: 'Both' },
];

const REFERRALS: { value: Referral; label: string }[] = [
  { value: 'google', label: 'Google search' },
  { value: 'social', label: 'Social media' },
  { value: 'word_of_mouth', label: 'Word of mouth' },
  { value: 'blog', label: 'Our blog' },
  { value: 'other', label: 'Other' },
];

// platform §5 and §8
export const WAITLIST_MESSAGES = {
  emailRequired: { title: 'Email required', description: 'Please enter your email address to join the waitlist.' },
  failedTitle: 'Signup failed',
  failedFallback: 'Please check your email and try again.',
  joined: "You're on the list!",
} as const;

/** Shown instead of the main pages while maintenance mode is on (API.md copy decisions). */
export const WaitlistPage = () => {
  useDocumentTitle('Join the Waitlist');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [interestedIn, setInterestedIn] = useState<Interest | ''>('');
  const [referralSource, setReferralSource] = useState<Referral | ''>('');
  const joinMutation = useJoinWaitlist();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ ...WAITLIST_MESSAGES.emailRequired, variant: 'destructive' });
      return;
    }
    joinMutation.mutate(
      {
        email: email.trim(),
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
        interestedIn: interestedIn || null,
        referralSource: referralSource || null,
      },
      {
        onError: (error) =>
          toast({
            title: WAITLIST_MESSAGES.failedTitle,
            description: isApiError(error) ? error.serverMessage : WAITLIST_MESSAGES.failedFallback,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Wrench className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold tracking-tight text-balance">We&apos;re making improvements</h1>
        <p className="mt-3 text-pretty text-muted-foreground">
          Punchlist is briefly down for maintenance; please check back here soon. Join the waitlist to put your address
          on the list our team reads when Punchlist reopens. Nothing is sent to you automatically.
        </p>
      </div>

      <Card>
        <CardContent className="p-6 sm:p-8">
          {joinMutation.isSuccess ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" role="status">
              <CircleCheck className="size-12 text-success" aria-hidden="true" />
              <h2 className="text-2xl font-semibold tracking-tight">{WAITLIST_MESSAGES.joined}</h2>
              <p className="text-muted-foreground">
                <span className="font-medium text-foreground">{email.trim()}</span> is on the list our team reads when
                Punchlist reopens. No email is sent automatically: check back here soon.
              </p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Join the waitlist">
              <div className="grid gap-2">
                <Label htmlFor="waitlist-email">Email</Label>
                <Input
                  id="waitlist-email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="waitlist-first-name">
                    First name <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <Input
                    id="waitlist-first-name"
                    autoComplete="given-name"
                    value={firstName}
                    onChange={(e) => setFirstName(e.target.value)}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="waitlist-last-name">
                    Last name <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <Input
                    id="waitlist-last-name"
                    autoComplete="family-name"
                    value={lastName}
                    onChange={(e) => setLastName(e.target.value)}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="waitlist-interest">What are you most interested in?</Label>
                <Select value={interestedIn} onValueChange={(v) => setInterestedIn(v as Interest)}>
                  <SelectTrigger id="waitlist-interest">
                    <SelectValue placeholder="Choose one (optional)" />
                  </SelectTrigger>
                  <SelectContent>
                    {INTERESTS.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="waitlist-referral">How did you hear about us?</Label>
                <Select value={referralSource} onValueChange={(v) => setReferralSource(v as Referral)}>
                  <SelectTrigger id="waitlist-referral">
                    <SelectValue placeholder="Choose one (optional)" />
                  </SelectTrigger>
                  <SelectContent>
                    {REFERRALS.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={joinMutation.isPending}>
                {joinMutation.isPending ? (
                  <>
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                    Joining...
                  </>
                ) : (
                  'Join the Waitlist'
                )}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
};
