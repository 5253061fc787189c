// A part of the design system brings its texts when it loads (addPartCatalogs): an app whose i18n
// was made before still reads them, and an app's own translation of a text wins.
import { addPartCatalogs, createAppI18n } from './app-i18n-provider';

test("a part loaded after the app's i18n was made is read there, in each language", () => {
  const i18n = createAppI18n({ 'zh-tw': {}, en: {} }, 'en');
  expect(i18n._('part-test-late')).toBe('part-test-late');
  addPartCatalogs({ 'zh-tw': { 'part-test-late': '晚到的部分' }, en: { 'part-test-late': 'Late part' } });
  expect(i18n._('part-test-late')).toBe('Late part');
  expect(createAppI18n({ 'zh-tw': {}, en: {} }, 'zh-tw')._('part-test-late')).toBe('晚到的部分');
});

test("the app's own messages win over a part's", () => {
  addPartCatalogs({ 'zh-tw': { 'part-test-both': '部分' }, en: { 'part-test-both': 'From the part' } });
  const i18n = createAppI18n({ 'zh-tw': {}, en: { 'part-test-both': 'From the app' } }, 'en');
  expect(i18n._('part-test-both')).toBe('From the app');
});
