/** highlight.js with its common languages, as the global `hljs` the frame's code blocks are coloured with. */
import hljs from 'highlight.js/lib/common';

(window as unknown as { hljs: typeof hljs }).hljs = hljs;
