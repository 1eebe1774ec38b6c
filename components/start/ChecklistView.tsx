import type { StartGroup, StartGroupId, StartStepId } from '@/lib/questionnaires/startChecklist';

type ChecklistViewProps = {
  groups: readonly StartGroup[];
  headings: Readonly<Record<StartGroupId, string>>;
  /** Each step's words, rendered on the server (links included), picked here by id. */
  steps: Readonly<Record<StartStepId, React.ReactNode>>;
  /** Shown at the end of a group: the firm's contact routes under "What we do next". */
  extras?: Partial<Record<StartGroupId, React.ReactNode>>;
  headingLevel?: 3 | 4;
  /** The page's CSS module (components/start/Start.module.css), passed down: see that file. */
  classes: StartClasses;
};

/** Class names of components/start/Start.module.css, which only the page imports. */
export type StartClasses = Readonly<Record<string, string>>;

/** A checklist: numbered groups, each a card with its steps. The island and the page's static cases both use it. */
export function ChecklistView({ groups, headings, steps, extras, headingLevel = 3, classes }: ChecklistViewProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className={`steps ${classes.groups}`}>
      {groups.map((group) => (
        <li key={group.id} className="card" data-group={group.id}>
          <Heading className={classes.groupHeading}>{headings[group.id]}</Heading>
          <ul className={classes.items}>
            {group.steps.map((step) => (
              <li key={step} data-step={step}>
                {steps[step]}
              </li>
            ))}
          </ul>
          {extras?.[group.id]}
        </li>
      ))}
    </ol>
  );
}
