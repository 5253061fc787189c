import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing';
import { FilterBar, FilterSelect, SortSelect } from './filter-bar';

const catalogs = { 'zh-tw': {}, en: {} };

function Bar({ kind, onChange }: { kind: string; onChange: (changes: Record<string, string>) => void }) {
  return (
    <FilterBar label="篩選紀錄" onClear={kind ? () => onChange({ kind: '' }) : undefined}>
      <FilterSelect
        label="類別"
        value={kind}
        allLabel="全部類別"
        options={[
          { value: 'view', label: '瀏覽' },
          { value: 'purchase', label: '購買' },
        ]}
        onChange={(value) => onChange({ kind: value })}
      />
      <SortSelect
        label="排序"
        value="oldest"
        sorts={{ newest: '最新', oldest: '最早' }}
        defaultSort="newest"
        onChange={(value) => onChange({ sort: value })}
      />
    </FilterBar>
  );
}

test('a labelled form: choosing a filter or a sort reports it, the default sort as none', async () => {
  const changes: Record<string, string>[] = [];
  renderScreen(<Bar kind="" onChange={(change) => changes.push(change)} />, { catalogs });
  const form = screen.getByRole('form', { name: '篩選紀錄' });
  expect(form).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: '類別' })).toHaveValue('');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['全部類別', '瀏覽', '購買', '最新', '最早']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '類別' }), '購買');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), '最新');
  expect(changes).toEqual([{ kind: 'purchase' }, { sort: '' }]);
  expect(screen.queryByRole('button', { name: '清除篩選' })).toBeNull();
});

test('清除篩選 shows while a filter is on and clears it', async () => {
  const changes: Record<string, string>[] = [];
  renderScreen(<Bar kind="view" onChange={(change) => changes.push(change)} />, { catalogs });
  expect(screen.getByRole('combobox', { name: '類別' })).toHaveValue('view');
  await userEvent.click(screen.getByRole('button', { name: '清除篩選' }));
  expect(changes).toEqual([{ kind: '' }]);
});
