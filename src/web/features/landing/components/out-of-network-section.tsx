import { BadgeCheck, HandCoins, Ruler, Star } from 'lucide-react';
import { CONTRACTOR_RADIUS_STEPS_MILES, POLICIES } from '@/web/components/site/policies';

const [near, wider, widest] = CONTRACTOR_RADIUS_STEPS_MILES;

const POINTS = [
  {
    icon: HandCoins,
    title: 'No referral fees',
    text: "Contractors don't pay us for leads, placement or your contact details. Nothing about their ranking is for sale.",
  },
  {
    icon: Star,
    title: 'Public ratings only',
    text: `We rank on rating and number of reviews, and leave out anyone under ${POLICIES.defaultMinContractorRating.toFixed(1)} stars by default.`,
  },
  {
    icon: Ruler,
    title: 'Close to the property',
    text: `We look within ${near} miles first, then ${wider} miles, then ${widest} miles, and never beyond the radius you set.`,
  },
  {
    icon: BadgeCheck,
    title: 'You stay in control',
    text: 'You choose who to contact. Your phone number goes only to the contractors you message.',
  },
] as const;

export const OutOfNetworkSection = () => (
  <section
    id="out-of-network"
    aria-labelledby="out-of-network-title"
    className="scroll-mt-20 bg-primary py-16 text-primary-foreground sm:py-24"
  >
    <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:px-8">
      <div>
        <p className="text-sm font-semibold tracking-wide uppercase opacity-80">Out-of-network</p>
        <h2 id="out-of-network-title" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Recommendations nobody paid for
        </h2>
        <p className="mt-4 text-lg text-pretty opacity-90">
          Most contractor directories earn money from the contractors they list. That shapes who you see. Punchlist is
          out-of-network: the only thing that moves a contractor up your list is how their customers rate them and how
          close they are.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl bg-primary-foreground/10 p-5">
            <Icon className="size-6" aria-hidden="true" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1.5 text-sm opacity-90">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
