import { publicSnippetPage } from '@/lib/public-paths';
import PublicSnippetPage from '@/app/pages/public-snippet-page';
import { mountPublicPage } from './start';

void mountPublicPage(<PublicSnippetPage id={publicSnippetPage(window.location.pathname).id} />);
