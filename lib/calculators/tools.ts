import { TOOL_CARDS, type ToolCard, type ToolsText } from '@/content/tools';

/** The hub's cards with one language's words, in the order shown. */
export function toolCardsIn(text: ToolsText): readonly ToolCard[] {
  return TOOL_CARDS.map(({ path, kind }) => ({ path, ...text.cards[path], kind }));
}
