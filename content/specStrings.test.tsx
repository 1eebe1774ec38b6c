import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { SipCalculator } from '@/components/calculators/SipCalculator';
import { Footer } from '@/components/layout/Footer';
import { Navbar } from '@/components/layout/Navbar';
import { ContactPage } from '@/components/pages/ContactPage';
import { DisclosurePage } from '@/components/pages/DisclosurePage';
import { GrievancePage } from '@/components/pages/GrievancePage';
import { HomePage } from '@/components/pages/HomePage';
import { LoginPage } from '@/components/pages/LoginPage';
import { calculatorCopyFor, calculatorTextFor } from '@/lib/calculators/calculatorWords';
import { trailCommissions } from '@/content/commissions';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { formatRegulatoryDate } from '@/lib/format';
import { SIP_LIMITS } from '@/lib/calculators/sip';
import {
  specFeatureNames,
  specNavLinks,
  specSipSliders,
  specStrings,
  specTrailCommissions,
  specWordsNotShown,
  type SpecString,
} from './specStrings';

// The spec's words in both directions: (a) the record in content/specStrings.ts says what
// the spec file says, and (b) the pages show exactly the record's words. The spec lives beside the
// clone (../shared/spec/website-spec.md), as on CI; without it, (a) checks what it can without it and
// (b) runs in full.

// SPEC_FILE points elsewhere when the clone is not where CI puts it (a git worktree, for one).
const SPEC_PATH = process.env.SPEC_FILE ?? path.resolve(__dirname, '../../shared/spec/website-spec.md');
const spec: string | null = fs.existsSync(SPEC_PATH) ? fs.readFileSync(SPEC_PATH, 'utf8') : null;

const entries = Object.entries(specStrings) as [string, SpecString][];

/** The spec's sections by heading ("Login" for "### Login"), each with the lines up to the next heading. */
function sections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let heading = '';
  for (const line of text.split('\n')) {
    const match = /^#{1,6}\s+(.*)$/.exec(line);
    if (match) heading = (match[1] ?? '').trim();
    else found.set(heading, `${found.get(heading) ?? ''}${line}\n`);
  }
  return found;
}

/** The rows of the Markdown table that follows `header` in `body`, cells trimmed, without the header and rule. */
function tableAfter(body: string, header: string): string[][] {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return start < 0 ? [] : rows;
}

describe('(a) the record says what the spec says', () => {
  it('names real routes and unique, trimmed words', () => {
    const paths = new Set<string>(routes.map((route) => route.path));
    for (const [id, entry] of entries) {
      expect([id, entry.route === '*' || paths.has(entry.route)]).toEqual([id, true]);
      expect([id, entry.text]).toEqual([id, entry.text.trim()]);
      expect(entry.text.length).toBeGreaterThan(0);
      expect(entry.section.length).toBeGreaterThan(0);
    }
  });

  if (spec === null) {
    it('has no spec file beside the clone to compare with (../shared/spec/website-spec.md): (b) still runs', () => {
      expect(fs.existsSync(SPEC_PATH)).toBe(false);
    });
    return;
  }
  const bySection = sections(spec);

  it('finds each entry’s words, character for character, in the section the entry names', () => {
    for (const [id, entry] of entries) {
      const body = bySection.get(entry.section);
      expect([id, entry.section, body !== undefined]).toEqual([id, entry.section, true]);
      expect([id, body?.includes(entry.text)]).toEqual([id, true]);
    }
  });

  it('holds every string the spec puts in quotation marks, or says why no page shows it', () => {
    const quoted = [...spec.matchAll(/'([^'\n]+)'/g)].map((match) => match[1]);
    expect(quoted.length).toBeGreaterThan(0);
    const recorded = new Set<string>([...entries.map(([, entry]) => entry.text), ...specWordsNotShown.map((word) => word.text)]);
    for (const text of quoted) expect([text, recorded.has(text ?? '')]).toEqual([text, true]);
    for (const word of specWordsNotShown) expect([word.text, spec.includes(word.text)]).toEqual([word.text, true]);
  });

  it('lists the navbar’s links and the six feature cards as the spec writes them, in its order', () => {
    const navLine = (bySection.get('Navbar (all pages)') ?? '').split('\n').find((line) => line.includes('Links:')) ?? '';
    expect(navLine).toContain(`Links: ${specNavLinks.map((link) => link.text).join(', ')}, plus a ${specStrings.navLogin.text} button`);
    const home = bySection.get('Home') ?? '';
    const [first, ...others] = specFeatureNames.map((feature) => feature.text);
    expect(home).toContain(`  - ${first} (internal`);
    expect(home).toContain(`  - ${others.join(', ')} (external`);
  });

  it('copies section 9’s trail commission table row for row', () => {
    expect(tableAfter(bySection.get('9. Business constants and limits') ?? '', '| Scheme type')).toEqual(
      specTrailCommissions.map((row) => [...row]),
    );
  });

  it('copies section 5’s sliders: min, max, step and default', () => {
    const rows = tableAfter(bySection.get('5. Validation rules') ?? '', '| Slider');
    expect(rows).toEqual(
      Object.values(specSipSliders).map((slider) => [
        slider.row,
        String(slider.min),
        String(slider.max),
        String(slider.step),
        String(slider.default),
      ]),
    );
  });
});

/** The spec's words on the rendered page: the whole of some element's own text, or unbroken within the page's text. */
function expectShown(container: HTMLElement, id: string, entry: SpecString) {
  if (entry.match === 'exact') expect([id, within(container).queryAllByText(entry.text).length > 0]).toEqual([id, true]);
  else expect([id, container.textContent?.replace(/\s+/g, ' ').includes(entry.text)]).toEqual([id, true]);
}

function expectRouteShown(container: HTMLElement, route: string) {
  const forRoute = entries.filter(([, entry]) => entry.route === route);
  expect(forRoute.length).toBeGreaterThan(0);
  for (const [id, entry] of forRoute) expectShown(container, id, entry);
}

describe('(b) the pages show the record’s words', () => {
  it('the navbar: the spec’s five links in order (the calculators hub beside them) and the Login button', () => {
    render(<Navbar locale="en" />);
    const nav = screen.getByRole('navigation');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    const specLinks: readonly string[] = specNavLinks.map((link) => link.text);
    expect(labels.filter((label) => specLinks.includes(label ?? ''))).toEqual(specLinks);
    expect(within(nav).getByRole('link', { name: specStrings.navLogin.text })).toHaveAttribute('href', '/login/');
  });

  it('the footer: the ARN’s validity date and the copyright line from 2024', () => {
    const { container } = render(<Footer locale="en" />);
    expectShown(container, 'arnValidTill', specStrings.arnValidTill);
    expect(formatRegulatoryDate(site.arn.validTill)).toBe(specStrings.arnValidTill.text);
    expect(container.textContent).toContain(`© ${specStrings.copyrightYear.text}`);
  });

  it('/login/: the heading, the subtitle, the fields’ names and the Login button titled Sign In', () => {
    const { container } = render(<LoginPage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${specStrings.loginHeading.text}$`));
    expect(screen.getByText(specStrings.loginSubtitle.text)).toBeInTheDocument();
    const username = container.querySelector<HTMLInputElement>(`input[name="${specStrings.loginUsernameName.text}"]`);
    expect(username).toHaveAttribute('type', 'text');
    expect(username?.placeholder).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(container.querySelector(`input[name="${specStrings.loginPasswordName.text}"]`)).toHaveAttribute('type', 'password');
    const button = screen.getByRole('button', { name: specStrings.loginButton.text });
    expect(button).toHaveTextContent(new RegExp(`^${specStrings.loginButton.text}$`));
    expect(button).toHaveAttribute('title', specStrings.loginButtonTitle.text);
  });

  it('/: the hero’s Learn More, the six feature cards in order, About Us and Market Overview', () => {
    const { container, unmount } = render(<HomePage locale="en" />);
    expectRouteShown(container, '/');
    expect(screen.getByRole('link', { name: new RegExp(`^${specStrings.heroButton.text}`) })).toHaveAttribute('href', '#about');
    // A card's name is its link's own words (an external one adds words for screen readers after them).
    const cards = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.querySelector('a')?.firstChild?.textContent?.trim());
    const names: readonly string[] = specFeatureNames.map((feature) => feature.text);
    expect(cards.filter((card) => names.includes(card ?? ''))).toEqual(names);
    expect(screen.getByRole('heading', { level: 2, name: specStrings.marketSection.text })).toBeInTheDocument();
    // Before the carousels' Swiper arrives: what it would start has nothing to do with the words.
    unmount();
  });

  it('/contact/: the form’s title, fields, "Services" first in the select, Send Request and the hours', () => {
    const { container } = render(<ContactPage locale="en" />);
    expectRouteShown(container, '/contact/');
    const form = screen.getByRole('form', { name: specStrings.contactFormTitle.text });
    expect(within(form).getByLabelText(specStrings.contactFullName.text)).toHaveAttribute('name', 'name');
    expect(within(form).getByLabelText(new RegExp(`^${specStrings.contactEmail.text}\\b`))).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(specStrings.contactPhone.text)).toHaveAttribute('type', 'tel');
    const options = within(form).getAllByRole('option');
    expect(options[0]).toHaveTextContent(new RegExp(`^${specStrings.contactServicePrompt.text}$`));
    expect(options.length).toBeGreaterThan(1);
    expect(within(form).getByRole('button', { name: specStrings.contactSubmit.text })).toHaveAttribute('type', 'submit');
    expect(container.textContent).toContain(specStrings.contactHours.text);
  });

  it('/grievance-redressal/ and /disclosure/: the response time, the office hours and section 9’s table', () => {
    const grievance = render(<GrievancePage locale="en" />);
    expectRouteShown(grievance.container, '/grievance-redressal/');
    grievance.unmount();
    const { container } = render(<DisclosurePage locale="en" />);
    expectRouteShown(container, '/disclosure/');
    expect(trailCommissions.map((row) => [row.schemeType, row.trailRange])).toEqual(specTrailCommissions.map((row) => [...row]));
    for (const [schemeType, trailRange] of specTrailCommissions) {
      const row = screen.getByRole('row', { name: new RegExp(`^${schemeType.replace(/[/]/g, '\\/')}\\b`) });
      expect(row).toHaveTextContent(trailRange);
    }
  });

  it('/financial-calculator/: the Calculate button, and the sliders of section 5', () => {
    const { container } = render(<SipCalculator copy={calculatorCopyFor('en').sip} text={calculatorTextFor('en')} />);
    expectRouteShown(container, '/financial-calculator/');
    expect(screen.getByRole('button', { name: specStrings.calculate.text })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('slider', { name: specStrings.sipAmountLabel.text })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: new RegExp(specStrings.sipRateLabel.text) })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: specStrings.sipYearsLabel.text })).toBeInTheDocument();
    for (const [field, slider] of Object.entries(specSipSliders) as [
      keyof typeof SIP_LIMITS,
      (typeof specSipSliders)[keyof typeof specSipSliders],
    ][]) {
      const { min, max, step, default: initial } = SIP_LIMITS[field];
      expect([field, min, max, step, initial]).toEqual([field, slider.min, slider.max, slider.step, slider.default]);
    }
    // "The rate cannot be zero."
    expect(SIP_LIMITS.rate.min).toBeGreaterThan(0);
  });
});
