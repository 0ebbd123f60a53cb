import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/web/components/brand-logo';
import { SupportEmailLink } from '@/web/components/site/support-email-link';
import { FOOTER_FEATURES, PRODUCT_NAME, TAGLINE } from '@/web/lib/site';

const linkClass = 'rounded text-sm text-muted-foreground transition-colors hover:text-foreground';

/** platform §2: resource links, Contact Us, the feature list and the tagline. */
export const SiteFooter = () => (
  <footer className="border-t bg-card">
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr] lg:px-8">
      <div className="max-w-sm space-y-4">
        <Link href="/" aria-label="Punchlist home" className="inline-block rounded-md">
          <BrandLogo />
        </Link>
        <p className="text-sm leading-relaxed text-muted-foreground">{TAGLINE}</p>
      </div>
      <nav aria-labelledby="footer-resources">
        <h2 id="footer-resources" className="text-sm font-semibold">
          Resources
        </h2>
        <ul className="mt-4 space-y-3">
          <li>
            <Link href="/blog" className={linkClass}>
              Blog &amp; Insights
            </Link>
          </li>
          <li>
            <Link href="/help" className={linkClass}>
              Help Center
            </Link>
          </li>
          <li>
            <Link href="/press" className={linkClass}>
              Press Kit
            </Link>
          </li>
          <li>
            <Link href="/developers" className={linkClass}>
              Developers &amp; API
            </Link>
          </li>
          <li>
            <SupportEmailLink className={linkClass}>Contact Us</SupportEmailLink>
          </li>
        </ul>
      </nav>
      <nav aria-labelledby="footer-legal">
        <h2 id="footer-legal" className="text-sm font-semibold">
          Legal
        </h2>
        <ul className="mt-4 space-y-3">
          <li>
            <Link href="/privacy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link href="/terms" className={linkClass}>
              Terms of Service
            </Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="footer-features">
        <h2 id="footer-features" className="text-sm font-semibold">
          Features
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
          {FOOTER_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-muted-foreground">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </section>
    </div>
    <div className="border-t">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
        <p>Cost estimates are ranges, not quotes. Always get a licensed contractor&apos;s quote before work begins.</p>
      </div>
    </div>
  </footer>
);
