import { LoaderCircle, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { AdminCostMatchQuery } from '@/contracts/admin';
import { PageContainer, PageHeader } from '@/web/components/page';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { LabelledSelect } from '@/web/components/ui/labelled-select';
import { Textarea } from '@/web/components/ui/textarea';
import { CATEGORY_OPTIONS, SEVERITY_OPTIONS } from '@/web/lib/finding-options';
import { useCostMatch } from '../api/get-cost-match';
import { adminErrorText } from '../utils/admin-errors';
import { type CostMatchErrors, type CostMatchForm, toCostMatchQuery } from '../utils/cost-match-form';
import { AdminGate } from './admin-gate';
import { AdminNav } from './admin-nav';
import { CostMatchResult } from './cost-match-result';

const Tester = () => {
  const [form, setForm] = useState<CostMatchForm>({ text: '', zip: '', category: 'any', severity: 'major' });
  const [errors, setErrors] = useState<CostMatchErrors>({});
  const [query, setQuery] = useState<AdminCostMatchQuery | null>(null);
  const result = useCostMatch(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = toCostMatchQuery(form);
    setErrors(next.errors);
    if (next.query) setQuery(next.query);
  };
  const set = <K extends keyof CostMatchForm>(key: K, value: CostMatchForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="h-fit">
        <CardContent className="p-4 sm:p-6">
          <form noValidate onSubmit={submit} className="grid gap-4">
            <Field id="cost-text" label="Finding text" error={errors.text} className="gap-2">
              {(control) => (
                <Textarea
                  rows={5}
                  value={form.text}
                  placeholder="e.g. Double-tapped breaker in the main panel. Recommend a licensed electrician."
                  onChange={(event) => set('text', event.target.value)}
                  {...control}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-2">
              <Field id="cost-zip" label="ZIP code" error={errors.zip} className="gap-2 lg:col-span-2">
                {(control) => (
                  <Input
                    inputMode="numeric"
                    autoComplete="postal-code"
                    maxLength={5}
                    placeholder="78745"
                    value={form.zip}
                    onChange={(event) => set('zip', event.target.value)}
                    {...control}
                  />
                )}
              </Field>
              <LabelledSelect
                id="cost-category"
                label="Category"
                className="gap-2"
                value={form.category}
                options={[{ value: 'any', label: 'Any category' }, ...CATEGORY_OPTIONS]}
                onValueChange={(value) => set('category', value)}
              />
              <LabelledSelect
                id="cost-severity"
                label="Severity"
                className="gap-2"
                value={form.severity}
                options={SEVERITY_OPTIONS}
                onValueChange={(value) => set('severity', value)}
              />
            </div>
            <Button type="submit" disabled={result.isFetching}>
              {result.isFetching ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Search aria-hidden="true" />
              )}
              Find match
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {query === null ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
            Type a finding as an inspector would write it, and a ZIP code for the regional price.
          </p>
        ) : result.isError ? (
          <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-sm text-destructive">
            {adminErrorText(result.error) ?? 'Unable to match this text'}
          </p>
        ) : result.data ? (
          <CostMatchResult result={result.data} />
        ) : (
          <p className="p-6 text-sm text-muted-foreground">Matching…</p>
        )}
      </div>
    </div>
  );
};

/** /admin/bni-test: the tool for checking the cost engine — item, score, keywords and the regional price. */
export const AdminCostMatchTesterPage = () => (
  <AdminGate>
    <PageContainer>
      <AdminNav />
      <PageHeader
        title="Cost Match Test"
        description="See which catalog item a finding's text matches, why, and what it costs in a region — exactly as the analysis prices it."
      />
      <Tester />
    </PageContainer>
  </AdminGate>
);
