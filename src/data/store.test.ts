import 'fake-indexeddb/auto';
import { openBrowserDocumentStore } from './browser/document-store';
import { openBrowserFileStore } from './browser/file-store';
import { getDocumentStore, getFileStore, setStoresForTesting } from './store';
import { resetIndexedDbForTesting } from './test-utils/browser-stores';

afterEach(() => setStoresForTesting(null));

describe('store selector', () => {
  it('resolves to the injected stores, the same instance on every call', async () => {
    resetIndexedDbForTesting();
    const documents = await openBrowserDocumentStore({ seedDemoUsers: false });
    const files = await openBrowserFileStore();
    setStoresForTesting({ documents, files });
    expect(await getDocumentStore()).toBe(documents);
    expect(await getDocumentStore()).toBe(documents);
    expect(await getFileStore()).toBe(files);
  });

  it('null forgets the injected stores', async () => {
    resetIndexedDbForTesting();
    const first = await openBrowserDocumentStore({ seedDemoUsers: false });
    const second = await openBrowserDocumentStore({ seedDemoUsers: false });
    setStoresForTesting({ documents: first });
    setStoresForTesting(null);
    setStoresForTesting({ documents: second });
    expect(await getDocumentStore()).toBe(second);
  });
});
