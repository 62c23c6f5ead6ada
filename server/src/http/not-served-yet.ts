import type { ApiContracts } from '@tradeshub/sdk';

// The contracts the sdk offers that no route serves yet, by group. Every other contract must
// have a handler (serve-contracts.ts makes a missing one a compile error), and a test checks
// this list exactly: each entry answers 404, everything else is served. Feature issues shrink
// it; when it is empty, delete it.

export const NOT_SERVED_YET = {
  work: [
    'getAssessments',
    'getAssessmentById',
    'requestSupport',
    'updateSupportProposal',
    'answerSupportOutcome',
    'writeAssessmentFindings',
  ],
  admin: ['getSupportProposals', 'getSupportProposal', 'getEligibleAssessors', 'assignAssessor', 'recordLegalAdvice'],
} as const satisfies { readonly [G in keyof ApiContracts]?: readonly (keyof ApiContracts[G])[] };

/** The names of a group's contracts that are not served yet (never for a group not listed). */
export type NotServedYet<G extends keyof ApiContracts> = G extends keyof typeof NOT_SERVED_YET
  ? (typeof NOT_SERVED_YET)[G][number]
  : never;
