import mn from '../i18n/mn.json';
import en from '../i18n/en.json';

type Texts = (typeof en)['startup']['missingSettings'];

const STYLE = `
.missing-settings { max-width: 40rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem;
  box-shadow: 0 0.75rem 1.5rem rgba(18, 38, 63, 0.08); color: #212529; line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif; }
.missing-settings section + section { margin-top: 1.5rem; padding-top: 1.5rem; border-top: 1px solid #dee2e6; }
.missing-settings h1, .missing-settings h2 { font-size: 1.25rem; margin: 0 0 0.75rem; color: #842029; }
.missing-settings ul { padding-left: 1.25rem; }
.missing-settings code { color: #212529; background: #f1f3f5; padding: 0.1rem 0.3rem; border-radius: 0.25rem; font-size: 0.95em; }
@media (max-width: 575.98px) { .missing-settings { margin: 0; border-radius: 0; box-shadow: none; padding: 1rem; } }
`;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

function section(language: 'mn' | 'en', texts: Texts, missing: readonly string[], heading: 'h1' | 'h2'): HTMLElement {
  const part = element('section');
  part.lang = language;
  part.append(element(heading, texts.title), element('p', texts.intro));
  const list = element('ul');
  list.dataset.testid = `missing-settings-list-${language}`;
  for (const name of missing) list.append(listItem(name));
  part.append(list, element('p', texts.where), element('p', texts.local));
  return part;
}

function listItem(name: string): HTMLLIElement {
  const item = element('li');
  item.append(element('code', name));
  return item;
}

/**
 * Replaces `root`'s content with a message naming the missing Firebase settings and where they go,
 * in Mongolian and in English (the app, i18n included, does not start without them). The person's
 * chosen language comes first.
 */
export function showMissingSettings(root: HTMLElement, missing: readonly string[], language: 'mn' | 'en' = 'mn'): void {
  const style = element('style', STYLE);
  const main = element('main');
  main.className = 'missing-settings';
  main.dataset.testid = 'missing-settings';
  main.setAttribute('role', 'alert');
  const order = language === 'en' ? (['en', 'mn'] as const) : (['mn', 'en'] as const);
  order.forEach((lang, index) => main.append(section(lang, (lang === 'en' ? en : mn).startup.missingSettings, missing, index === 0 ? 'h1' : 'h2')));
  document.title = (language === 'en' ? en : mn).startup.missingSettings.title;
  root.replaceChildren(style, main);
}
