import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { riskBands, riskQuestions } from '@/lib/questionnaires/riskProfileQuiz';
import { bandFor, riskQuery, riskScore } from '@/lib/questionnaires/riskProfile';
import { useRiskProfileAnswers } from './useRiskProfileAnswers';

// The questionnaire's state without its form: what a shared link gives, what a gap or a complete
// submit does, and the address bar while a result is on show. The rendered form is RiskProfileQuiz.test.tsx's.

const PAGE = '/tools/risk-profile/';
const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>;
/** Every question's first option. */
const firstAnswers = Object.fromEntries(riskQuestions.map((q) => [q.id, 0]));

function open(search = '') {
  window.history.replaceState(null, '', `${PAGE}${search}`);
  return renderHook(() => useRiskProfileAnswers(riskQuestions, riskBands));
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('shows the band of a complete shared link at once, and no result for an empty address', () => {
  expect(open().result.current.band).toBeNull();
  const { result } = open(`?${riskQuery(riskQuestions, firstAnswers)}`);
  const score = riskScore(riskQuestions, firstAnswers);
  expect(result.current.score).toBe(score);
  expect(result.current.band).toEqual(bandFor(score ?? -1, riskBands));
});

it('names what a shared link could not use until an answer is changed', () => {
  const [first, second] = riskQuestions;
  if (!first || !second) throw new Error('the questionnaire has fewer than two questions');
  const { result } = open(`?${first.id}=99&${second.id}=0`);
  expect(result.current.rejected).toEqual([first.id]);
  expect(result.current.answered).toBe(1);
  act(() => result.current.choose(first.id, 0));
  expect(result.current.rejected).toEqual([]);
  expect(result.current.answered).toBe(2);
});

it('flags the gaps on a submit with some unanswered, and gives no result', () => {
  const [first] = riskQuestions;
  if (!first) throw new Error('the questionnaire has no question');
  const { result } = open();
  act(() => result.current.choose(first.id, 0));
  const event = submitEvent();
  act(() => result.current.onSubmit(event));
  expect(event.preventDefault).toHaveBeenCalled();
  expect(result.current.band).toBeNull();
  expect(result.current.isFlagged(first.id)).toBe(false);
  expect(riskQuestions.slice(1).every((q) => result.current.isFlagged(q.id))).toBe(true);
  expect(window.location.search).toBe('');
});

it('gives the band on a complete submit, and the address follows every later change', () => {
  const { result } = open();
  for (const q of riskQuestions) act(() => result.current.choose(q.id, 0));
  // Before the result is asked for, answering leaves the address alone.
  expect(window.location.search).toBe('');
  act(() => result.current.onSubmit(submitEvent()));
  expect(result.current.band).toEqual(bandFor(riskScore(riskQuestions, firstAnswers) ?? -1, riskBands));
  expect(window.location.search).toBe(`?${riskQuery(riskQuestions, firstAnswers)}`);
  const [first] = riskQuestions;
  if (!first) throw new Error('the questionnaire has no question');
  act(() => result.current.choose(first.id, 1));
  expect(window.location.search).toBe(`?${riskQuery(riskQuestions, { ...firstAnswers, [first.id]: 1 })}`);
});
