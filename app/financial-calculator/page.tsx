import Link from 'next/link';
import { PrintHeader } from '@/components/calculators/PrintHeader';
import { SipCalculator } from '@/components/calculators/SipCalculator';
import { PageHeader } from '@/components/ui/PageHeader';
import { Section } from '@/components/ui/Section';
import { sipAssumptions, sipFieldLabels, sipFormulaIntro, sipFormulaTerms, sipNotAdvice, sipWorkedExample } from '@/content/calculator';
import { routeFor } from '@/content/routes';
import { MF_RISK_WARNING } from '@/content/site';
import { formatInr, formatInrWords } from '@/lib/format';
import { calculateSip, sipQuery, sipValueText } from '@/lib/sip';
import { pageMetadata } from '@/lib/seo';
import styles from './page.module.css';

const route = routeFor('/financial-calculator/');

export const metadata = pageMetadata(route);

export default function FinancialCalculatorPage() {
  const example = calculateSip(sipWorkedExample);
  const { amount, rate, years } = sipWorkedExample;
  return (
    <>
      <PrintHeader />
      <PageHeader heading={route.heading} lead={route.description} />
      <Section>
        <SipCalculator labels={sipFieldLabels} />
      </Section>
      <Section band aria-labelledby="how-it-works">
        <div className="prose">
          <h2 id="how-it-works">How the estimate is worked out</h2>
          <p>{sipFormulaIntro}</p>
          <p className={styles.formula}>
            <span aria-hidden="true">
              <var>M</var> = <var>P</var> × [(1 + <var>r</var>)
              <sup>
                <var>n</var>
              </sup>{' '}
              − 1] ÷ <var>r</var> × (1 + <var>r</var>)
            </span>
            <span className="visually-hidden">
              M equals P times the quantity (1 plus r) to the power n, minus 1, divided by r, times (1 plus r).
            </span>
          </p>
          <dl className={styles.terms}>
            {sipFormulaTerms.map((term) => (
              <div key={term.symbol}>
                <dt>
                  <var>{term.symbol}</var>
                </dt>
                <dd>{term.meaning}</dd>
              </div>
            ))}
          </dl>

          <h3>A worked example</h3>
          <p>
            {sipValueText('amount', amount)} for {sipValueText('years', years)} at {rate}% a year: r = {rate} ÷ 12 ÷ 100 = {rate / 1200}, n
            = {years} × 12 = {years * 12}, so M = {amount.toLocaleString('en-IN')} × [(1 + {rate / 1200})<sup>{years * 12}</sup> − 1] ÷{' '}
            {rate / 1200} × (1 + {rate / 1200}) = <strong>{formatInr(example.maturity)}</strong>, about {formatInrWords(example.maturity)},
            from {formatInr(example.invested, { paise: false })} invested.{' '}
            <a href={`?${sipQuery(sipWorkedExample)}`}>Open this example in the calculator</a>.
          </p>

          <h3>What the calculator assumes</h3>
          <ul>
            {sipAssumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>

          <p className={styles.warning}>{MF_RISK_WARNING}</p>
          <p>{sipNotAdvice}</p>
          <p>
            Want a plan for a goal rather than a single figure? <Link href="/contact/">Talk to us</Link>. A step-up SIP, a lumpsum, a goal
            or retirement, or the cost of a Regular Plan: see <Link href="/tools/">more calculators</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}
