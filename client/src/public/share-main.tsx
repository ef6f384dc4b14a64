import '../index.css';
import { afterFirstPaint } from './after-first-paint';

/** share.html's entry: a snippet's share page, /snippets/{id} and /snippet/{anything}. */
afterFirstPaint(() => void import('./share-app'));
