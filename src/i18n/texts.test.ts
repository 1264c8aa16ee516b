import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

// Every text file of the app: the shell's, and the `texts/` folders of the shared components, each feature and each entity.
const FILES = import.meta.glob<Texts>(['./*.json', '../components/texts/*.json', '../features/*/texts/*.json', '../entities/*/texts/*.json'], {
  eager: true,
  import: 'default',
});

function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

/** 'x/products.mn.json' -> 'x/products'; './mn.json' -> './'. */
function stem(path: string, language: string): string {
  return path.slice(0, -`${language}.json`.length);
}

describe('the Mongolian and English texts', () => {
  const mnFiles = Object.keys(FILES).filter((path) => path.endsWith('mn.json'));

  it('are found beside the shell, the features and the entities', () => {
    expect(mnFiles.length).toBeGreaterThan(10);
    expect(mnFiles).toContain('../entities/order/texts/order.mn.json');
  });

  it.each(mnFiles)('%s has the same keys in English', (mnPath) => {
    const enPath = `${stem(mnPath, 'mn')}en.json`;
    expect(FILES[enPath], enPath).toBeDefined();
    expect(keys(FILES[enPath]).sort()).toEqual(keys(FILES[mnPath]).sort());
  });

  it('no section is registered twice', () => {
    const sections = mnFiles.filter((path) => path.includes('/texts/')).map((path) => path.split('/').pop());
    expect(new Set(sections).size).toBe(sections.length);
  });
});
