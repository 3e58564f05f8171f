/** One message of a chat-completions request, as OpenAI documents them. */
export type ChatMessage = { role: 'system' | 'user'; content: string };

/**
 * What the model is asked: the words of an AAC user's symbols, telegraphic as symbols are ("I want eat apple"), made
 * one natural sentence of the given language, with nothing added or dropped and names kept, and nothing said but it.
 */
export function phrasePrompt(phrase: string, language: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You rewrite the output of an AAC (augmentative and alternative communication) board: the words of the picture symbols ' +
        'a person tapped, in order, often telegraphic (for example "I want eat apple"). Turn them into one natural, ' +
        `grammatical sentence in the language "${language}". Keep the meaning exactly: add no idea and drop none. ` +
        'Keep names and numbers as they are. Answer with the sentence only: no quotes, no explanation, no other language.',
    },
    { role: 'user', content: phrase },
  ];
}
