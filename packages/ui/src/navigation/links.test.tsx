// The site's links behave as React Router's: a plain click moves within the page, a click the
// browser should keep (a modifier key, a new tab, a handler that prevents it) does not; a menu's
// link says which page is the current one.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { Link, NavLink } from './links';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

test('a link has the address of its route and a plain click goes there in the page', () => {
  renderAt('/', <Link to="/search?q=tea">搜尋</Link>);
  const link = screen.getByRole('link', { name: '搜尋' });
  expect(link).toHaveAttribute('href', '/search?q=tea');
  expect(fireEvent.click(link)).toBe(false);
  expect(location()).toBe('/search?q=tea');
});

test('a click with a modifier key, another button or another target is left to the browser', () => {
  renderAt(
    '/',
    <>
      <Link to="/cart">購物車</Link>
      <Link to="/cart" target="_blank">
        新分頁
      </Link>
    </>,
  );
  const link = screen.getByRole('link', { name: '購物車' });
  for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
    expect(fireEvent.click(link, click)).toBe(true);
  }
  expect(fireEvent.click(screen.getByRole('link', { name: '新分頁' }))).toBe(true);
  expect(location()).toBe('/');
});

test("the link's own click handler runs first and may keep the page where it is", () => {
  const clicked = jest.fn((event: React.MouseEvent) => event.preventDefault());
  renderAt(
    '/',
    <Link to="/cart" onClick={clicked}>
      購物車
    </Link>,
  );
  fireEvent.click(screen.getByRole('link', { name: '購物車' }));
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(location()).toBe('/');
});

test('a link that replaces leaves no history entry behind', () => {
  function Back() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(-1)}>
        上一頁
      </button>
    );
  }
  render(
    <MemoryRouter initialEntries={['/', '/member']} initialIndex={1}>
      <Link to="/member/orders" replace>
        訂單
      </Link>
      <Back />
      <Location />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('link', { name: '訂單' }));
  expect(location()).toBe('/member/orders');
  fireEvent.click(screen.getByRole('button', { name: '上一頁' }));
  expect(location()).toBe('/');
});

test("a menu's link is current on its page and below it, or on its page only with end", () => {
  renderAt(
    '/member/orders',
    <nav>
      <NavLink to="/" end className="home">
        首頁
      </NavLink>
      <NavLink to="/member" className="member">
        會員中心
      </NavLink>
      <NavLink to="/member/orders" end>
        訂單
      </NavLink>
      <NavLink to="/mem">其他</NavLink>
    </nav>,
  );
  const home = screen.getByRole('link', { name: '首頁' });
  expect(home).not.toHaveAttribute('aria-current');
  expect(home).toHaveAttribute('class', 'home');
  const member = screen.getByRole('link', { name: '會員中心' });
  expect(member).toHaveAttribute('aria-current', 'page');
  expect(member).toHaveClass('member', 'active');
  expect(screen.getByRole('link', { name: '訂單' })).toHaveAttribute('aria-current', 'page');
  // A path that only begins with the same letters is another page.
  expect(screen.getByRole('link', { name: '其他' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: '其他' })).not.toHaveAttribute('class');
});

test('the current link follows the page', () => {
  renderAt(
    '/',
    <nav>
      <NavLink to="/" end>
        首頁
      </NavLink>
      <NavLink to="/cart">購物車</NavLink>
    </nav>,
  );
  expect(screen.getByRole('link', { name: '首頁' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(screen.getByRole('link', { name: '購物車' }));
  expect(screen.getByRole('link', { name: '首頁' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: '購物車' })).toHaveAttribute('aria-current', 'page');
});
