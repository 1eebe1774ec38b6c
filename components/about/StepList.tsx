import { SectionText } from '@/components/ui/SectionText';
import type { ServiceSection } from '@/content/types';

/** A numbered sequence of steps, each with an h3; the numbers come from the ordered list itself. */
export function StepList({ steps }: { steps: readonly ServiceSection[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.heading} className="card">
          <h3>{step.heading}</h3>
          <SectionText section={step} />
        </li>
      ))}
    </ol>
  );
}
