/** The way on from the end of a page that would otherwise stop dead. */
export type NextStep = {
  heading: string;
  text: string;
  links: readonly { label: string; href: string }[];
};

/**
 * The words of each page's next step, one set per language (content/en/, content/hi/nextSteps.ts); the links'
 * addresses are worked out in lib/pages/nextSteps.ts, the same for both but for the /hi/ prefix.
 */
export type NextStepsText = {
  tools: { heading: string; text: string; riskProfile: string };
  disclosure: { heading: string; text: string; contact: string; grievance: string };
  /** `write`: "{email}" is the firm's address. */
  privacy: { heading: string; text: string; write: string; contact: string };
};

export type NextStepId = keyof NextStepsText;
