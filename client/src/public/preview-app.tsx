import { publicSnippetPage } from '@/lib/public-paths';
import PreviewPage from '@/app/pages/preview-page';
import { mountPublicPage } from './start';

void mountPublicPage(<PreviewPage id={publicSnippetPage(window.location.pathname).id} />);
