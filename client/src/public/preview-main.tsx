import '../index.css';
import { afterFirstPaint } from './after-first-paint';

/** preview.html's entry: a snippet's full preview, /preview/{id}. */
afterFirstPaint(() => void import('./preview-app'));
