export type EditorLanguage = 'html' | 'css' | 'javascript';

const SAMPLE_CHARS = 4000;

/**
 * The editor's language, guessed from the content: markup is HTML (whose
 * <style> and <script> get CSS and JS highlighting), rules with braces and
 * declarations are CSS, anything with JS syntax is JavaScript. HTML when unsure.
 */
export function guessLanguage(code: string): EditorLanguage {
  const sample = code.slice(0, SAMPLE_CHARS).replace(/^\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*/, '');
  if (sample.trim() === '') return 'html';
  if (/^\s*</.test(sample)) return 'html';
  if (
    /<\/?[a-z][\w-]*(?:\s[^<>]*)?>/i.test(sample) &&
    !/^\s*(?:const|let|var|function|import|export|class)\b/.test(sample)
  ) {
    return 'html';
  }
  const js =
    /(?:^|[\s;{}()])(?:const|let|var|function|return|import|export|class|if|for|while|async|await|new)\b|=>|\bdocument\.|\bwindow\.|\bconsole\./.test(
      sample,
    );
  const css = /(?:^|\})\s*(?:@[a-z-]+[^{;]*|[.#:*\w[\]="'>+~,\s-]+)\{\s*(?:[a-z-]+\s*:[^;{}]*;?\s*)*\}/im.test(sample);
  if (css && !js) return 'css';
  if (js) return 'javascript';
  return css ? 'css' : 'html';
}
