import { BadgeDollarSign, ClipboardList, ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { CreateAccountForm } from './create-account-form';
import { SignInForm } from './sign-in-form';

type AuthTab = 'signin' | 'register';

const POINTS = [
  {
    icon: ClipboardList,
    title: 'Every deficiency, sorted by severity',
    text: "Critical, major and minor findings by category, each with the inspector's own words and page.",
  },
  {
    icon: BadgeDollarSign,
    title: 'Regional repair cost ranges',
    text: 'Estimates adjusted for local labor costs, with their sources and uncertainty shown.',
  },
  {
    icon: ShieldCheck,
    title: 'Out-of-network contractors',
    text: 'Local pros ranked by public ratings, review counts and distance. No referral fees.',
  },
] as const;

export const AuthPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  // ?tab=register lets "Create Free Account" buttons open the right tab
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'signin';
  useDocumentTitle(tab === 'register' ? 'Create Account' : 'Sign In');

  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary/[0.07] to-transparent"
      />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_minmax(0,30rem)] lg:gap-16 lg:px-8 lg:py-20">
        <section className="hidden max-w-lg pt-4 lg:block" aria-labelledby="auth-intro-title">
          <h2 id="auth-intro-title" className="text-4xl font-semibold tracking-tight text-balance">
            Turn your inspection report into a repair plan
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Upload the PDF from your home inspector. Punchlist reads it and lays out what needs fixing, what it may cost
            and who can do the work.
          </p>
          <ul className="mt-10 space-y-6">
            {POINTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <Card className="w-full shadow-lg shadow-primary/5">
          <CardHeader className="pb-2">
            {/* the page's h1: the card is what this page is for, the intro beside it is context */}
            <h1 className="text-2xl leading-tight font-semibold tracking-tight">
              {tab === 'register' ? 'Create your account' : 'Welcome back'}
            </h1>
            <CardDescription>
              {tab === 'register'
                ? 'Create an account to upload and analyze your first report.'
                : 'Sign in to see your reports, estimates and contractors.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="pt-4">
            <Tabs
              value={tab}
              onValueChange={(value) =>
                setSearchParams(value === 'register' ? { tab: 'register' } : {}, { replace: true })
              }
            >
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="register">Create Account</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="pt-2">
                <SignInForm />
              </TabsContent>
              <TabsContent value="register" className="pt-2">
                <CreateAccountForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </div>
  );
};
